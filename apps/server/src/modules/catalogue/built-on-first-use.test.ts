import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from './built-on-first-use';

describe('builtOnFirstUse', () => {
  it('builds each key once, however often and in whatever order it is asked for', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 })), (keys) => {
        const builds: number[] = [];
        const square = builtOnFirstUse((key: number) => {
          builds.push(key);
          return { square: key * key };
        });
        const answers = keys.map((key) => square(key));
        expect(answers.map((answer) => answer.square)).toEqual(keys.map((key) => key * key));
        expect(builds).toEqual([...new Set(keys)]);
        keys.forEach((key, index) => expect(square(key)).toBe(answers[index]));
      }),
    );
  });

  it('keeps a built value that is falsy', () => {
    let builds = 0;
    const nothing = builtOnFirstUse(() => {
      builds += 1;
      return undefined;
    });
    nothing('a');
    nothing('a');
    expect(builds).toBe(1);
  });
});
