import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isChronological,
  moveEvent,
  orderCards,
  ORDER_EVENT_COUNT,
  orderResult,
  rightPlaces,
  startOrder,
  submitOrder,
  type OrderState,
} from './order-events';
import { seededRandom, shuffle } from './random';
import { expectResultMatchesAnswers } from './result-checks';
import { event, quizEventsArbitrary } from './test-events';

describe('order the events', () => {
  it('deals 5 events (or all, when fewer), each once', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), fc.integer(), (events, seed) => {
        const state = startOrder(events, seededRandom(seed));
        if (state.phase !== 'ordering') throw new Error('expected ordering');
        expect(state.cards).toHaveLength(Math.min(ORDER_EVENT_COUNT, events.length));
        expect(new Set(state.cards.map((dealt) => dealt.event.id)).size).toBe(state.cards.length);
      }),
    );
  });

  it('is empty without events', () => {
    expect(startOrder([], seededRandom(1))).toEqual({ phase: 'empty' });
  });

  it('is correct exactly when years never go down (ties in any order)', () => {
    expect(isChronological([event(1500), event(1500, 'Tie'), event(1600)])).toBe(true);
    expect(isChronological([event(1600), event(1500)])).toBe(false);
  });

  it('moves events and judges the submitted order, with no retry after', () => {
    const state = {
      phase: 'ordering' as const,
      cards: orderCards([event(1815), event(1789), event(1848)]),
    };
    const sorted = moveEvent(state, 1, 0);
    const submitted = submitOrder(sorted);
    expect(submitted).toMatchObject({ phase: 'submitted', correct: true });
    expect(moveEvent(submitted, 0, 2)).toBe(submitted);
    expect(submitOrder(submitted)).toBe(submitted);
    expect(submitOrder(state)).toMatchObject({ correct: false });
  });

  it('sorting by year always gives a correct order', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), (events) => {
        const sorted = [...events].sort((a, b) => a.year - b.year);
        expect(isChronological(sorted)).toBe(true);
      }),
    );
  });

  it('ignores moves outside the list', () => {
    const state = { phase: 'ordering' as const, cards: orderCards([event(1), event(2)]) };
    expect(moveEvent(state, 0, 5)).toBe(state);
    expect(moveEvent(state, 3, 0)).toBe(state);
  });
});

describe('order the events result', () => {
  const ordering = (years: number[]): OrderState => ({
    phase: 'ordering',
    cards: orderCards(years.map((year) => event(year))),
  });

  it('is 1 out of 1 for the right order, every event in its place', () => {
    const result = orderResult(submitOrder(ordering([1789, 1815, 1848])));
    expect(result).toEqual({
      score: 1,
      total: 1,
      bestStreak: 1,
      answers: [
        { question: 0, id: 'Event 1789-1789', title: 'Event 1789', year: 1789, correct: true },
        { question: 0, id: 'Event 1815-1815', title: 'Event 1815', year: 1815, correct: true },
        { question: 0, id: 'Event 1848-1848', title: 'Event 1848', year: 1848, correct: true },
      ],
    });
  });

  it('is 0 out of 1 for a wrong order, marking the events out of place', () => {
    const result = orderResult(submitOrder(ordering([1815, 1789, 1848])));
    expect(result).toMatchObject({ score: 0, total: 1, bestStreak: 0 });
    expect(result?.answers.map((answer) => [answer.year, answer.correct])).toEqual([
      [1815, false],
      [1789, false],
      [1848, true],
    ]);
  });

  it('lets tied years stand in either order', () => {
    expect(rightPlaces([event(1500, 'Tie'), event(1500), event(1400)])).toEqual([
      false,
      true,
      false,
    ]);
    expect(orderResult(submitOrder(ordering([1400, 1500, 1500])))).toMatchObject({ score: 1 });
  });

  it('is null until submitted', () => {
    expect(orderResult(ordering([1, 2]))).toBeNull();
    expect(orderResult({ phase: 'empty' })).toBeNull();
  });

  it('scores 1 exactly when the submitted order is chronological, for any order', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), fc.integer(), (events, seed) => {
        const dealt = startOrder(events, seededRandom(seed));
        if (dealt.phase !== 'ordering') throw new Error('expected ordering');
        const placed = shuffle(dealt.cards, seededRandom(seed + 1));
        const result = orderResult(submitOrder({ phase: 'ordering', cards: placed }))!;
        expect(result.score).toBe(isChronological(placed.map((card) => card.event)) ? 1 : 0);
        expect(result.answers.map((answer) => answer.id)).toEqual(
          placed.map((card) => card.event.id),
        );
        expectResultMatchesAnswers(result);
      }),
    );
  });
});

describe('order the events cards', () => {
  it("hide every dealt event's year, so no card dates another", () => {
    const dated = (year: number, description: string) => ({ ...event(year), description });
    const cards = orderCards([
      dated(1789, 'Paris rises, 26 years before Waterloo in 1815.'),
      dated(1815, 'Napoleon falls in 1815.'),
    ]);
    expect(cards.map((card) => card.shown.description)).toEqual([
      'Paris rises, 26 years before Waterloo in ····.',
      'Napoleon falls in ····.',
    ]);
  });
});
