import type { WorkGateBounds } from '../config';
import { serviceUnavailable } from './app-error';

/**
 * Bounds work that holds a lot of memory or CPU while it runs (building or reading a file of
 * thousands of cards): a few run at once, a few more wait their turn, and the rest answer 503 at
 * once instead of piling up until the process runs out of memory.
 */
export function createWorkGate({ concurrent, maxQueued }: WorkGateBounds) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const enter = async (): Promise<void> => {
    if (running < concurrent) {
      running += 1;
      return;
    }
    if (waiting.length >= maxQueued) throw serviceUnavailable();
    // The place is handed over by `leave`, so `running` stays counted meanwhile.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await enter();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    /** How many run and wait now, for tests. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type WorkGate = ReturnType<typeof createWorkGate>;
