import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from './random';

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const shuffled = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('is reproducible from a seed', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(shuffle(items, seededRandom(7))).toEqual(shuffle(items, seededRandom(7)));
  });

  it('puts each item first about equally often', () => {
    const random = seededRandom(42);
    const firsts = [0, 0, 0, 0];
    const runs = 8000;
    for (let run = 0; run < runs; run += 1) {
      const first = shuffle([0, 1, 2, 3], random)[0]!;
      firsts[first] = (firsts[first] ?? 0) + 1;
    }
    for (const count of firsts) expect(count / runs).toBeCloseTo(0.25, 1);
  });
});

describe('seededRandom', () => {
  it('stays within [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seededRandom(seed);
        for (let draw = 0; draw < 50; draw += 1) {
          const value = random();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });
});
