import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MemoryState } from '@chronodeck/contract';
import { selectDueCards } from './due-list';
import { newMemory } from './scheduler';

const NOW = new Date('2026-11-26T12:00:00Z');
const reviewed = (due: string): MemoryState => ({
  ...newMemory(NOW),
  state: 'review',
  due,
  stability: 5,
  difficulty: 5,
  reps: 3,
  lastReview: '2026-11-20T12:00:00Z',
});
const card = (id: string, memory: MemoryState | null) => ({ id, memory });

describe('the due list', () => {
  it('puts due cards first, most overdue first, then new cards in deck order', () => {
    const cards = [
      card('new-1', null),
      card('due-late', reviewed('2026-11-26T11:00:00Z')),
      card('due-early', reviewed('2026-11-20T08:00:00Z')),
      card('later', reviewed('2026-11-28T08:00:00Z')),
      card('new-2', null),
    ];
    const selection = selectDueCards(cards, NOW, { dailyNewCards: 20, introducedToday: 0 });
    expect(selection.cards.map((each) => each.id)).toEqual([
      'due-early',
      'due-late',
      'new-1',
      'new-2',
    ]);
    expect(selection.nextDueAt).toBe('2026-11-28T08:00:00.000Z');
    expect(selection.newCardsWaiting).toBe(0);
  });

  it('brings in no more new cards than what is left of the daily limit', () => {
    const cards = Array.from({ length: 10 }, (_, index) => card(`new-${index}`, null));
    const selection = selectDueCards(cards, NOW, { dailyNewCards: 5, introducedToday: 3 });
    expect(selection.cards.map((each) => each.id)).toEqual(['new-0', 'new-1']);
    expect(selection.newCardsWaiting).toBe(8);
  });

  it('never lists a card twice, nor a card not yet due, nor more new cards than allowed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: -100, max: 100 }), { nil: null }), { maxLength: 60 }),
        fc.nat(30),
        fc.nat(30),
        (dueHours, dailyNewCards, introducedToday) => {
          const cards = dueHours.map((hours, index) =>
            card(
              String(index),
              hours === null
                ? null
                : reviewed(new Date(NOW.getTime() + hours * 3_600_000).toISOString()),
            ),
          );
          const { cards: queue, newCardsWaiting } = selectDueCards(cards, NOW, {
            dailyNewCards,
            introducedToday,
          });
          const fresh = queue.filter((each) => each.memory === null);
          expect(new Set(queue).size).toBe(queue.length);
          expect(fresh.length).toBeLessThanOrEqual(Math.max(0, dailyNewCards - introducedToday));
          expect(fresh.length + newCardsWaiting).toBe(dueHours.filter((h) => h === null).length);
          for (const each of queue)
            if (each.memory) expect(Date.parse(each.memory.due)).toBeLessThanOrEqual(NOW.getTime());
        },
      ),
    );
  });
});
