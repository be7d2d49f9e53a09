import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerGuessYear,
  currentGuessEvent,
  FALLBACK_YEAR_RANGE,
  GUESS_YEAR_OPTIONS,
  nextGuessYear,
  startGuessYear,
  yearOptions,
} from './guess-year';
import { seededRandom } from './random';
import { event, quizEventsArbitrary } from './test-events';

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
