import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from './storage';
import { useStoredFlag } from './use-stored-flag';

function Tip({ name }: { name: string }) {
  const [dismissed, dismiss] = useStoredFlag(localStore, 'tipDismissed');
  return (
    <button type="button" onClick={dismiss}>
      {name}: {dismissed ? 'dismissed' : 'shown'}
    </button>
  );
}

describe('useStoredFlag', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('reads the stored flag at once', () => {
    localStorage.setItem('tipDismissed', 'true');
    render(<Tip name="a" />);
    expect(screen.getByRole('button').textContent).toBe('a: dismissed');
  });

  it('remembers a dismissal and tells every reader of the flag', () => {
    render(
      <>
        <Tip name="a" />
        <Tip name="b" />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'a: shown' }).click());
    expect(screen.getByRole('button', { name: 'b: dismissed' })).toBeTruthy();
    expect(localStorage.getItem('tipDismissed')).toBe('true');
  });
});
