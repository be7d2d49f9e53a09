import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

/**
 * A table of counters read by hand-settled queries: each query answers with the values as they
 * stood when it started, as a database snapshot does.
 */
function counterTable() {
  const values = new Map<string, number>();
  const queries: { keys: string[]; settle: () => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const readMany = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      const snapshot = new Map(
        keys.flatMap((key) => (values.has(key) ? [[key, values.get(key) ?? 0]] : [])),
      );
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = () => (running -= 1);
      queries.push({
        keys,
        settle: () => (done(), resolve(snapshot)),
        fail: (error) => (done(), reject(error)),
      });
    });
  return {
    values,
    queries,
    readMany,
    get mostAtOnce() {
      return mostAtOnce;
    },
  };
}

/** Lets setImmediate callbacks and every promise continuation queued so far run. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched reads', () => {
  it('reads the keys asked for in one turn in one query', async () => {
    const table = counterTable();
    table.values.set('ada', 1).set('grace', 2);
    const read = batchedReads(table.readMany);
    const answers = Promise.all([read('ada'), read('grace'), read('ada'), read('nobody')]);
    await nextTurn();
    expect(table.queries.map((query) => query.keys)).toEqual([['ada', 'grace', 'nobody']]);
    table.queries[0]?.settle();
    expect(await answers).toEqual([1, 2, 1, undefined]);
  });

  it('never answers a read with a query that started before it was asked', async () => {
    const table = counterTable();
    table.values.set('ada', 1);
    const read = batchedReads(table.readMany);
    const before = read('ada');
    await nextTurn();
    table.values.set('ada', 2);
    const after = read('ada');
    table.queries[0]?.settle();
    expect(await before).toBe(1);
    await nextTurn();
    expect(table.queries).toHaveLength(2);
    table.queries[1]?.settle();
    expect(await after).toBe(2);
  });

  it('fails only the reads of a failed query; the next query runs', async () => {
    const table = counterTable();
    table.values.set('ada', 1);
    const read = batchedReads(table.readMany);
    const failed = read('ada');
    await nextTurn();
    const later = read('ada');
    table.queries[0]?.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await nextTurn();
    table.queries[1]?.settle();
    expect(await later).toBe(1);
  });

  it('answers every read with a value no older than the read, one query at a time', async () => {
    // Steps: ask for a key, change a key's value, or settle the oldest running query.
    const step = fc.oneof(
      fc.record({ ask: fc.constantFrom('ada', 'grace', 'alan') }),
      fc.record({ change: fc.constantFrom('ada', 'grace', 'alan') }),
      fc.constant({ settle: true as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const table = counterTable();
        const read = batchedReads(table.readMany);
        const reads: {
          key: string;
          valueWhenAsked: number;
          answer: Promise<number | undefined>;
        }[] = [];
        let settled = 0;
        for (const action of steps) {
          if ('ask' in action) {
            const valueWhenAsked = table.values.get(action.ask) ?? 0;
            reads.push({ key: action.ask, valueWhenAsked, answer: read(action.ask) });
          } else if ('change' in action) {
            table.values.set(action.change, (table.values.get(action.change) ?? 0) + 1);
          } else if (settled < table.queries.length) {
            table.queries[settled++]?.settle();
          }
          await nextTurn();
        }
        while (settled < table.queries.length) {
          table.queries[settled++]?.settle();
          await nextTurn();
        }
        for (const { valueWhenAsked, answer } of reads) {
          expect((await answer) ?? 0).toBeGreaterThanOrEqual(valueWhenAsked);
        }
        expect(table.mostAtOnce).toBeLessThanOrEqual(1);
      }),
    );
  });
});
