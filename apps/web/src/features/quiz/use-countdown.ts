import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left on a question's timer. It restarts whenever `resetKey` changes (a new question),
 * pauses while `running` is false (answered) and calls `onExpire` once when it reaches zero.
 */
export function useCountdown(
  seconds: number,
  running: boolean,
  onExpire: () => void,
  resetKey: unknown,
): number {
  const [remaining, setRemaining] = useState(seconds);
  const [countingFor, setCountingFor] = useState(resetKey);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  // A new question restarts the clock (adjusting state while rendering, as React recommends).
  if (countingFor !== resetKey) {
    setCountingFor(resetKey);
    setRemaining(seconds);
  }

  useEffect(() => {
    if (!running) return;
    if (remaining <= 0) {
      expire.current();
      return;
    }
    const tick = window.setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => window.clearTimeout(tick);
  }, [running, remaining]);

  return remaining;
}
