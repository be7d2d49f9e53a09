import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueEvent } from '@chronodeck/contract';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { guestReviews } from './guest-reviews';

const event = (index: number, category: CatalogueEvent['category']): CatalogueEvent => ({
  _id: `event-${index}`,
  year: 1500 + index,
  title: `Event ${index}`,
  description: '',
  category,
  topic: 'Politics',
  century: '16th century',
  region: 'Europe',
  people: [],
  places: [],
  keywords: [],
  alsoIn: [],
});
const catalogue = [
  ...Array.from({ length: 25 }, (_, index) => event(index, 'Ancient History')),
  event(99, 'Brazilian History'),
];

let now = new Date('2026-11-26T12:00:00Z');
const backend = () =>
  guestReviews(
    catalogue,
    (category) => `«${category}»`,
    () => now,
  );

describe("a guest's reviews", () => {
  beforeEach(() => {
    localStorage.clear();
    now = new Date('2026-11-26T12:00:00Z');
  });

  it('offers one deck per catalogue category, named in the interface language', () => {
    expect(backend().decks()).toContainEqual({
      _id: 'Brazilian History',
      title: '«Brazilian History»',
      shared: false,
      className: null,
    });
  });

  it('brings in at most 20 new cards a day and keeps what was rated in this browser', async () => {
    const first = await backend().due(undefined, 'UTC');
    expect(first.cards).toHaveLength(20);
    expect(first.newCardsWaiting).toBe(6);

    const memory = await backend().rate({
      reviewId: 'r1',
      cardKey: 'event-0',
      rating: 'good',
      memory: null,
    });
    expect(memory.state).toBe('learning');
    expect(localStorage.getItem(STORAGE_KEYS.guestReviews)).toContain('event-0');

    const later = await backend().due('Ancient History', 'UTC');
    expect(later.cards.map((card) => card.key)).not.toContain('event-0');
    expect(later.cards).toHaveLength(19);

    now = new Date('2026-11-26T12:11:00Z');
    const due = await backend().due('Ancient History', 'UTC');
    expect(due.cards[0]?.key).toBe('event-0');
  });

  it('records a retried rating once', async () => {
    const guest = backend();
    await guest.rate({ reviewId: 'same', cardKey: 'event-1', rating: 'easy', memory: null });
    const again = await guest.rate({
      reviewId: 'same',
      cardKey: 'event-1',
      rating: 'easy',
      memory: null,
    });
    expect(again.reps).toBe(1);
    expect((await guest.stats('UTC')).reviewsPerDay.at(-1)).toEqual({
      date: '2026-11-26',
      count: 1,
    });
  });

  it('counts quiz answers as reviews and ignores cards outside the catalogue', async () => {
    const guest = backend();
    guest.keepGuestQuizAnswers([
      { cardId: 'event-2', correct: true },
      { cardId: 'event-3', correct: false },
      { cardId: 'not-a-catalogue-card', correct: true },
    ]);
    const stats = await guest.stats('UTC');
    expect(stats.reviewsPerDay.at(-1)?.count).toBe(2);
    expect(stats.decks).toEqual([
      { deck: expect.objectContaining({ _id: 'Ancient History' }), due: 2, new: 0 },
    ]);
    expect(stats.streak.current).toBe(1);
  });

  it('starts afresh when the stored memory is unreadable', async () => {
    localStorage.setItem(STORAGE_KEYS.guestReviews, '{"memories": 42');
    expect((await backend().due(undefined, 'UTC')).cards).toHaveLength(20);
  });
});
