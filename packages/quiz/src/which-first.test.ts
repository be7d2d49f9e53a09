import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';
import { expectResultMatchesAnswers } from './result-checks';
import { datedEventsArbitrary, event, quizEventsArbitrary, showsYear } from './test-events';
import {
  answerWhichFirst,
  cameFirst,
  nextWhichFirst,
  startWhichFirst,
  TIMED_OUT,
  whichFirstResult,
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

describe('which came first result', () => {
  const rightChoice = (state: WhichFirstState) => {
    if (state.phase !== 'question') throw new Error('expected a question');
    const pair = state.pairs[state.index]!;
    return pair[0].year <= pair[1].year ? 0 : 1;
  };

  it('names both events of each pair with the verdict on the pair', () => {
    const events = [event(1500), event(1600), event(1700), event(1800)];
    let state: WhichFirstState = startWhichFirst(events, seededRandom(5));
    expect(whichFirstResult(state)).toBeNull();
    state = nextWhichFirst(answerWhichFirst(state, rightChoice(state)));
    state = nextWhichFirst(answerWhichFirst(state, TIMED_OUT));
    const result = whichFirstResult(state);
    expect(result).toMatchObject({ score: 1, total: 2, bestStreak: 1 });
    expect(result?.answers.map((answer) => [answer.question, answer.correct])).toEqual([
      [0, true],
      [0, true],
      [1, false],
      [1, false],
    ]);
    expect(new Set(result?.answers.map((answer) => answer.year))).toEqual(
      new Set([1500, 1600, 1700, 1800]),
    );
  });

  it('agrees with its answers for any run of right, wrong and timed-out answers', () => {
    fc.assert(
      fc.property(
        quizEventsArbitrary({ minLength: 2, maxLength: 14 }),
        fc.array(fc.constantFrom('right', 'wrong', 'timeout'), { minLength: 6, maxLength: 6 }),
        fc.integer(),
        (events, plays, seed) => {
          let state: WhichFirstState = startWhichFirst(events, seededRandom(seed));
          let asked = 0;
          while (state.phase === 'question') {
            const right = rightChoice(state);
            const play = plays[asked]!;
            const choice = play === 'right' ? right : play === 'wrong' ? 1 - right : TIMED_OUT;
            state = nextWhichFirst(answerWhichFirst(state, choice));
            asked += 1;
          }
          const result = whichFirstResult(state)!;
          expect(result.total).toBe(asked);
          expect(result.answers).toHaveLength(2 * asked);
          expectResultMatchesAnswers(result);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('which came first question text', () => {
  it("shows neither event's year in either title or description", () => {
    fc.assert(
      fc.property(
        datedEventsArbitrary({ minLength: 2, maxLength: 12 }),
        fc.integer(),
        (events, seed) => {
          let state: WhichFirstState = startWhichFirst(events, seededRandom(seed));
          while (state.phase === 'question') {
            const text = state.shown
              .map((shown) => `${shown.title} ${shown.description}`)
              .join(' ');
            for (const paired of state.pairs[state.index]!) {
              expect(showsYear(text, paired.year)).toBe(false);
            }
            state = nextWhichFirst(answerWhichFirst(state, 0));
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
