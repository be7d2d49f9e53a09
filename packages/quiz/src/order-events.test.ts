import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isChronological,
  moveEvent,
  ORDER_EVENT_COUNT,
  startOrder,
  submitOrder,
} from './order-events';
import { seededRandom } from './random';
import { event, quizEventsArbitrary } from './test-events';

describe('order the events', () => {
  it('deals 5 events (or all, when fewer), each once', () => {
    fc.assert(
      fc.property(quizEventsArbitrary({ minLength: 1 }), fc.integer(), (events, seed) => {
        const state = startOrder(events, seededRandom(seed));
        if (state.phase !== 'ordering') throw new Error('expected ordering');
        expect(state.events).toHaveLength(Math.min(ORDER_EVENT_COUNT, events.length));
        expect(new Set(state.events.map((dealt) => dealt.id)).size).toBe(state.events.length);
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
    const state = { phase: 'ordering' as const, events: [event(1815), event(1789), event(1848)] };
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
    const state = { phase: 'ordering' as const, events: [event(1), event(2)] };
    expect(moveEvent(state, 0, 5)).toBe(state);
    expect(moveEvent(state, 3, 0)).toBe(state);
  });
});
