import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ItemBoundary } from './error-boundary';

afterEach(cleanup);
// React reports every caught render error on the console; the tests expect them.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

function Card({ title }: { title: string }) {
  if (title === 'broken') throw new URIError('URI malformed');
  return <li>{title}</li>;
}

describe('error boundaries', () => {
  it('replace only the item that throws; the rest of the list stays', () => {
    render(
      <ul>
        {['Rome', 'broken', 'Athens'].map((title) => (
          <ItemBoundary key={title} as="li">
            <Card title={title} />
          </ItemBoundary>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rome',
      'This item could not be shown.',
      'Athens',
    ]);
  });

  it('try the children again when the reset key changes, e.g. on another page', () => {
    const fallback = <p>This page hit a problem</p>;
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken" fallback={fallback}>
        <Card title="broken" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('This page hit a problem')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/fine" fallback={fallback}>
        <Card title="fine" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('fine');
  });
});
