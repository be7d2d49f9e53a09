import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { expectResultMatchesAnswers } from './result-checks';
import { datedEventsArbitrary, event, quizEventsArbitrary, showsYear } from './test-events';
import {
  answerTrueFalse,
  nextTrueFalse,
  startTrueFalse,
  TRUE_FALSE_ITEMS,
  trueFalseItem,
  trueFalseResult,
  type TrueFalseState,
} from './true-false';

describe('true or false statements', () => {
  it('show the real year when true, and the year moved by exactly 10 when false', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 2024 }).filter((year) => year !== 0),
        fc.integer(),
        (year, seed) => {
          const item = trueFalseItem(event(year), seededRandom(seed));
          if (item.isTrue) expect(item.displayedYear).toBe(year);
          else expect(Math.abs(item.displayedYear - year)).toBe(10);
          expect(item.displayedYear).not.toBe(0);
        },
      ),
    );
  });

  it('are true about half the time over many seeds', () => {
    const random = seededRandom(2024);
    const runs = 4000;
    let trueCount = 0;
    for (let run = 0; run < runs; run++) if (trueFalseItem(event(1500), random).isTrue) trueCount++;
    expect(trueCount / runs).toBeGreaterThan(0.46);
    expect(trueCount / runs).toBeLessThan(0.54);
  });

  it('move false years both earlier and later', () => {
    const random = seededRandom(9);
    const shifts = new Set<number>();
    for (let run = 0; run < 200; run++) {
      const item = trueFalseItem(event(1500), random);
      if (!item.isTrue) shifts.add(item.displayedYear - item.realYear);
    }
    expect([...shifts].sort()).toEqual([-10, 10]);
  });

  it('never lands a false year on the non-existent year 0', () => {
    const random = seededRandom(1);
    for (let run = 0; run < 200; run++) {
      for (const year of [-10, 10])
        expect(trueFalseItem(event(year), random).displayedYear).not.toBe(0);
    }
  });
});

describe('true or false round', () => {
  it('asks 10 items, tracks the streak, counts a timeout as wrong, then ends', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 10, maxLength: 15 }),
        fc.integer(),
        (events, seed) => {
          let state: TrueFalseState = startTrueFalse(events, seededRandom(seed));
          let asked = 0;
          while (state.phase === 'question') {
            const item = state.items[state.index]!;
            asked += 1;
            state = answerTrueFalse(state, asked === 3 ? null : item.isTrue);
            if (asked === 3) expect(state).toMatchObject({ tally: { streak: 0 } });
            state = nextTrueFalse(state);
          }
          expect(asked).toBe(TRUE_FALSE_ITEMS);
          expect(state).toMatchObject({ phase: 'finished', tally: { score: 9, bestStreak: 7 } });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('true or false result', () => {
  it("is null while playing, then names each statement's event and verdict", () => {
    const events = [event(1789), event(1815), event(1848)];
    let state: TrueFalseState = startTrueFalse(events, seededRandom(4));
    const plays: (boolean | null)[] = [];
    for (const play of ['right', 'timeout', 'wrong'] as const) {
      if (state.phase !== 'question') throw new Error('expected a question');
      const isTrue = state.items[state.index]!.isTrue;
      const given = play === 'right' ? isTrue : play === 'wrong' ? !isTrue : null;
      plays.push(given);
      state = answerTrueFalse(state, given);
      expect(trueFalseResult(state)).toBeNull();
      state = nextTrueFalse(state);
    }
    const result = trueFalseResult(state);
    expect(result).toMatchObject({ score: 1, total: 3, bestStreak: 1 });
    expect(result?.answers.map((answer) => answer.correct)).toEqual([true, false, false]);
    expect(result?.answers.map((answer) => answer.year).sort()).toEqual([1789, 1815, 1848]);
  });

  it('agrees with its answers for any run of answers', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 1, maxLength: 12 }),
        fc.array(fc.constantFrom(true, false, null), { minLength: 10, maxLength: 10 }),
        fc.integer(),
        (events, given, seed) => {
          let state: TrueFalseState = startTrueFalse(events, seededRandom(seed));
          let asked = 0;
          while (state.phase === 'question') {
            state = nextTrueFalse(answerTrueFalse(state, given[asked]!));
            asked += 1;
          }
          expectResultMatchesAnswers(trueFalseResult(state)!);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('true or false statement text', () => {
  it('states the claimed year only, never the real one through the title', () => {
    fc.assert(
      fc.property(
        datedEventsArbitrary({ minLength: 1, maxLength: 12 }),
        fc.integer(),
        (events, seed) => {
          const state = startTrueFalse(events, seededRandom(seed));
          if (state.phase !== 'question') throw new Error('expected a question');
          for (const item of state.items) expect(showsYear(item.title, item.realYear)).toBe(false);
        },
      ),
    );
  });
});
