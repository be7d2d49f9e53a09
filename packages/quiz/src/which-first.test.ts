import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { event, quizEventsArbitrary } from './test-events';
import {
  answerWhichFirst,
  cameFirst,
  nextWhichFirst,
  startWhichFirst,
  TIMED_OUT,
  type WhichFirstState,
} from './which-first';

describe('which came first', () => {
  it('pairs up to 12 events into up to 6 questions, each event once', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 2, maxLength: 20 }),
        fc.integer(),
        (events, seed) => {
          const state = startWhichFirst(events, seededRandom(seed));
          if (state.phase !== 'question') throw new Error('expected a question');
          expect(state.pairs).toHaveLength(Math.min(6, Math.floor(events.length / 2)));
          const ids = state.pairs.flat().map((paired) => paired.id);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });

  it('needs two events', () => {
    expect(startWhichFirst([event(1)], seededRandom(1))).toEqual({ phase: 'empty' });
  });

  it('counts the earlier event as first, and a tie as first either way', () => {
    expect(cameFirst([event(1500), event(1600)], 0)).toBe(true);
    expect(cameFirst([event(1500), event(1600)], 1)).toBe(false);
    expect(cameFirst([event(1500), event(1500, 'Tie')], 0)).toBe(true);
    expect(cameFirst([event(1500), event(1500, 'Tie')], 1)).toBe(true);
  });

  it('treats a timeout as a wrong answer recorded as -1', () => {
    const state = startWhichFirst([event(1500), event(1600)], seededRandom(1));
    expect(answerWhichFirst(state, TIMED_OUT)).toMatchObject({
      phase: 'answered',
      selected: -1,
      tally: { score: 0, streak: 0 },
    });
  });

  it('ends after the last pair with the score', () => {
    const events = [event(1), event(2), event(3), event(4)];
    let state: WhichFirstState = startWhichFirst(events, seededRandom(5));
    let questions = 0;
    while (state.phase === 'question') {
      questions += 1;
      const pair = state.pairs[state.index]!;
      state = nextWhichFirst(answerWhichFirst(state, pair[0].year <= pair[1].year ? 0 : 1));
    }
    expect(questions).toBe(2);
    expect(state).toMatchObject({ phase: 'finished', tally: { score: 2, bestStreak: 2 } });
  });
});
