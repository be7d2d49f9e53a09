import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_TALLY, tallyAnswer } from './streak';

describe('tallyAnswer', () => {
  it('adds to score and streak on a correct answer and raises the best streak', () => {
    const once = tallyAnswer(EMPTY_TALLY, true);
    expect(once).toEqual({ score: 1, streak: 1, bestStreak: 1 });
    expect(tallyAnswer(once, true)).toEqual({ score: 2, streak: 2, bestStreak: 2 });
  });

  it('resets the streak on a wrong answer, keeping score and best streak', () => {
    const tally = { score: 3, streak: 3, bestStreak: 3 };
    expect(tallyAnswer(tally, false)).toEqual({ score: 3, streak: 0, bestStreak: 3 });
  });

  it('keeps score = number of correct answers and best streak = longest run', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), (answers) => {
        const tally = answers.reduce(tallyAnswer, EMPTY_TALLY);
        expect(tally.score).toBe(answers.filter(Boolean).length);
        const runs = answers
          .join(',')
          .split('false')
          .map((run) => run.split('true').length - 1);
        expect(tally.bestStreak).toBe(Math.max(0, ...runs));
      }),
    );
  });
});
