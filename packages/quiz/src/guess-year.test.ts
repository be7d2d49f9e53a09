import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerGuessYear,
  currentGuessEvent,
  endGuessYear,
  FALLBACK_YEAR_RANGE,
  GUESS_YEAR_MAX_QUESTIONS,
  GUESS_YEAR_OPTIONS,
  guessYearResult,
  nextGuessYear,
  startGuessYear,
  yearOptions,
  type GuessYearState,
} from './guess-year';
import { seededRandom } from './random';
import { expectResultMatchesAnswers } from './result-checks';
import { datedEventsArbitrary, event, quizEventsArbitrary, showsYear } from './test-events';

describe('guess the year options', () => {
  it('are 4 distinct years, one of them correct', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), fc.integer(), (events, seed) => {
        const options = yearOptions(events[0]!, events, seededRandom(seed));
        expect(options).toHaveLength(GUESS_YEAR_OPTIONS);
        expect(new Set(options).size).toBe(GUESS_YEAR_OPTIONS);
        expect(options).toContain(events[0]!.year);
      }),
    );
  });

  it("draw distractors from the other events' years when there are at least 3", () => {
    const events = [event(1789), event(1815), event(1848), event(1871), event(1914)];
    const options = yearOptions(events[0]!, events, seededRandom(3));
    expect(options.every((year) => events.some((other) => other.year === year))).toBe(true);
  });

  it('fall back to random years from 1000 to 1999, never the correct one or a repeat', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const events = [event(1500), event(1500, 'Same year'), event(1600)];
        const options = yearOptions(events[0]!, events, seededRandom(seed));
        const fallback = options.filter((year) => year !== 1500 && year !== 1600);
        expect(fallback).toHaveLength(2);
        for (const year of fallback) {
          expect(year).toBeGreaterThanOrEqual(FALLBACK_YEAR_RANGE.min);
          expect(year).toBeLessThanOrEqual(FALLBACK_YEAR_RANGE.max);
        }
        expect(new Set(options).size).toBe(4);
      }),
    );
  });
});

describe('guess the year session', () => {
  const events = [event(1789), event(1815), event(1848)];

  it('locks the options once answered and scores a correct year', () => {
    const start = startGuessYear(events, seededRandom(1));
    const right = answerGuessYear(start, currentGuessEvent(start)!.year);
    expect(right).toMatchObject({
      phase: 'answered',
      tally: { score: 1, streak: 1, bestStreak: 1 },
    });
    expect(answerGuessYear(right, 1)).toBe(right);
  });

  it('keeps the score but resets the streak on a wrong year', () => {
    let state = startGuessYear(events, seededRandom(2));
    state = nextGuessYear(answerGuessYear(state, currentGuessEvent(state)!.year), seededRandom(2));
    const wrongYear =
      state.phase === 'question'
        ? state.options.find((year) => year !== currentGuessEvent(state)!.year)!
        : 0;
    state = answerGuessYear(state, wrongYear);
    expect(state).toMatchObject({ tally: { score: 1, streak: 0, bestStreak: 1 } });
  });

  it('wraps to the first event after the last, score carried on', () => {
    const random = seededRandom(4);
    let state = startGuessYear(events, random);
    const first = currentGuessEvent(state);
    for (let round = 0; round < events.length; round++) {
      state = nextGuessYear(answerGuessYear(state, currentGuessEvent(state)!.year), random);
    }
    expect(currentGuessEvent(state)).toEqual(first);
    expect(state).toMatchObject({ phase: 'question', index: 0, tally: { score: 3 } });
  });

  it('has an empty state without events', () => {
    expect(startGuessYear([], seededRandom(1))).toEqual({ phase: 'empty' });
  });
});

describe('guess the year result', () => {
  const events = [event(1789), event(1815), event(1848)];
  /** Answers the current question right or with another of its options. */
  const answer = (state: GuessYearState, right: boolean) => {
    if (state.phase !== 'question') throw new Error('expected a question');
    const year = currentGuessEvent(state)!.year;
    return answerGuessYear(state, right ? year : state.options.find((other) => other !== year)!);
  };

  it('counts the questions answered when the player ends the game', () => {
    const random = seededRandom(8);
    let state = startGuessYear(events, random);
    const asked: string[] = [];
    for (const right of [true, false, true, true]) {
      asked.push(currentGuessEvent(state)!.id);
      state = nextGuessYear(answer(state, right), random);
    }
    expect(guessYearResult(state)).toBeNull();
    const result = guessYearResult(endGuessYear(state));
    expect(result).toMatchObject({ score: 3, total: 4, bestStreak: 2 });
    expect(result?.answers.map((given) => [given.question, given.id, given.correct])).toEqual([
      [0, asked[0], true],
      [1, asked[1], false],
      [2, asked[2], true],
      [3, asked[3], true],
    ]);
  });

  it('ends by itself at the longest round a saved result can hold', () => {
    const random = seededRandom(3);
    let state = startGuessYear(events, random);
    for (let asked = 1; asked < GUESS_YEAR_MAX_QUESTIONS; asked++) {
      state = nextGuessYear(answer(state, true), random);
    }
    expect(state.phase).toBe('question');
    const last = nextGuessYear(answer(state, false), random);
    expect(guessYearResult(last)).toMatchObject({
      score: GUESS_YEAR_MAX_QUESTIONS - 1,
      total: GUESS_YEAR_MAX_QUESTIONS,
      bestStreak: GUESS_YEAR_MAX_QUESTIONS - 1,
    });
  });

  it('leaves an unanswered question out, and cannot end before any answer', () => {
    const start = startGuessYear(events, seededRandom(1));
    expect(endGuessYear(start)).toBe(start);
    const once = nextGuessYear(answer(start, false), seededRandom(1));
    expect(guessYearResult(endGuessYear(once))).toMatchObject({ score: 0, total: 1 });
    expect(endGuessYear(endGuessYear(once))).toEqual(endGuessYear(once));
  });

  it('agrees with its answers for any run of right and wrong', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 15 }),
        fc.integer(),
        (pool, rights, seed) => {
          const random = seededRandom(seed);
          let state = startGuessYear(pool, random);
          for (const right of rights) state = nextGuessYear(answer(state, right), random);
          const result = guessYearResult(endGuessYear(state))!;
          expect(result.total).toBe(rights.length);
          expect(result.score).toBe(rights.filter(Boolean).length);
          expectResultMatchesAnswers(result);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('guess the year question text', () => {
  it('never shows the year asked for, however the event states it', () => {
    fc.assert(
      fc.property(
        datedEventsArbitrary({ minLength: 1, maxLength: 6 }),
        fc.integer(),
        (events, seed) => {
          const random = seededRandom(seed);
          let state = startGuessYear(events, random);
          for (let round = 0; round < events.length; round++) {
            if (state.phase !== 'question') throw new Error('expected a question');
            const year = currentGuessEvent(state)!.year;
            expect(showsYear(`${state.shown.title} ${state.shown.description}`, year)).toBe(false);
            state = nextGuessYear(answerGuessYear(state, year), random);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
