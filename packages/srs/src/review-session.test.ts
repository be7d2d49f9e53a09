import { describe, expect, it } from 'vitest';
import type { MemoryState } from '@chronodeck/contract';
import {
  currentReviewCard,
  flipReviewCard,
  rateReviewCard,
  skipReviewCard,
  startReviewSession,
} from './review-session';
import { createScheduler } from './scheduler';

const NOW = new Date('2026-11-26T12:00:00Z');
const scheduler = createScheduler({ desiredRetention: 0.9, fuzz: false });
const cards = ['a', 'b', 'c'].map((key) => ({ key, memory: null as MemoryState | null }));
const rate = (rating: 'again' | 'good' | 'easy', memory: MemoryState | null = null) =>
  scheduler.review(memory, rating, NOW).memory;

describe('a review sitting', () => {
  it('shows the cards in order, front first, and flips the current one', () => {
    const session = startReviewSession(cards);
    expect(currentReviewCard(session)?.key).toBe('a');
    expect(session.flipped).toBe(false);
    expect(flipReviewCard(session).flipped).toBe(true);
  });

  it('lets a card scheduled days away leave the sitting', () => {
    const session = rateReviewCard(flipReviewCard(startReviewSession(cards)), rate('easy'), NOW);
    expect(session.queue.map((card) => card.key)).toEqual(['b', 'c']);
    expect(session).toMatchObject({ flipped: false, reviewed: 1 });
  });

  it('brings a card back in the same sitting when its next step is minutes away', () => {
    const session = rateReviewCard(startReviewSession(cards), rate('again'), NOW);
    expect(session.queue.map((card) => card.key)).toEqual(['b', 'c', 'a']);
    expect(session.queue.at(-1)?.memory?.state).toBe('learning');
  });

  it('puts a returning card before the learning cards due after it', () => {
    let session = startReviewSession(cards);
    session = rateReviewCard(session, rate('good'), NOW); // a: back in 10 minutes
    session = rateReviewCard(session, rate('again'), NOW); // b: back in 1 minute
    expect(session.queue.map((card) => card.key)).toEqual(['c', 'b', 'a']);
  });

  it('drops a card that can no longer be rated', () => {
    const session = skipReviewCard(flipReviewCard(startReviewSession(cards)));
    expect(session.queue.map((card) => card.key)).toEqual(['b', 'c']);
    expect(session).toMatchObject({ flipped: false, reviewed: 0 });
  });

  it('ends when the queue is empty and ignores ratings after that', () => {
    let session = startReviewSession([cards[0]!]);
    session = rateReviewCard(session, rate('easy'), NOW);
    expect(currentReviewCard(session)).toBeUndefined();
    expect(rateReviewCard(session, rate('easy'), NOW)).toBe(session);
  });
});
