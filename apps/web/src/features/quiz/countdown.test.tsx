import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

function Timer(props: { running: boolean; onExpire: () => void; question: number }) {
  const remaining = useCountdown(15, props.running, props.onExpire, props.question);
  return <p>{remaining}</p>;
}

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** One second at a time, so React re-renders and re-arms the timer between ticks. */
  const advance = (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
  };

  it('counts down each second and expires once at zero', () => {
    const onExpire = vi.fn();
    render(<Timer running onExpire={onExpire} question={1} />);
    expect(screen.getByText('15')).toBeTruthy();
    advance(1000);
    expect(screen.getByText('14')).toBeTruthy();
    advance(14_000);
    expect(screen.getByText('0')).toBeTruthy();
    expect(onExpire).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops while the question is answered', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Timer running onExpire={onExpire} question={1} />);
    advance(3000);
    rerender(<Timer running={false} onExpire={onExpire} question={1} />);
    advance(20_000);
    expect(screen.getByText('12')).toBeTruthy();
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('starts again from 15 on the next question', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Timer running onExpire={onExpire} question={1} />);
    advance(10_000);
    rerender(<Timer running onExpire={onExpire} question={2} />);
    expect(screen.getByText('15')).toBeTruthy();
    advance(15_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
