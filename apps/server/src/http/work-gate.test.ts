import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate';

/** Work that ends when the test says so. */
function heldWork() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('a work gate', () => {
  it('runs a few at once, queues a few more, and refuses the rest with 503 at once', async () => {
    const gate = createWorkGate({ concurrent: 2, maxQueued: 1 });
    const held = [heldWork(), heldWork(), heldWork()];
    const started: number[] = [];
    const runs = held.map((piece, index) =>
      gate.run(async () => {
        started.push(index);
        await piece.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });

    held[0]!.finish();
    await expect(runs[0]).resolves.toBe(0);
    await expect.poll(() => started).toEqual([0, 1, 2]);
    held[1]!.finish();
    held[2]!.finish();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of work that fails', async () => {
    const gate = createWorkGate({ concurrent: 1, maxQueued: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow(
      'broken file',
    );
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('never runs more at once than it allows, whatever arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 20 }),
        async (concurrent, maxQueued, delays) => {
          const gate = createWorkGate({ concurrent, maxQueued });
          let now = 0;
          let most = 0;
          const outcomes = await Promise.allSettled(
            delays.map((delay) =>
              gate.run(async () => {
                now += 1;
                most = Math.max(most, now);
                for (let tick = 0; tick < delay; tick++) await Promise.resolve();
                now -= 1;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(concurrent);
          const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
          expect(done).toBeGreaterThanOrEqual(Math.min(delays.length, concurrent + maxQueued));
          expect(gate.load()).toEqual({ running: 0, waiting: 0 });
        },
      ),
    );
  });
});
