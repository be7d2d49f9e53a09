import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REVIEW_RATINGS, type MemoryState, type ReviewRating } from '@chronodeck/contract';
import { createScheduler, newMemory } from './scheduler';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** ts-fsrs's own FSRS-6 reference weights and values (its __tests__/FSRS-6.test.ts, from fsrs-rs). */
const REFERENCE_WEIGHTS = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835,
  0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];
const reference = createScheduler({
  desiredRetention: 0.9,
  weights: REFERENCE_WEIGHTS,
  fuzz: false,
});
const START = new Date(2022, 11, 29, 12, 30, 0, 0);

describe('the FSRS scheduler', () => {
  it('schedules the reference history to the reference intervals, short-term steps included', () => {
    const ratings: ReviewRating[] = [
      'good',
      'good',
      'good',
      'good',
      'good',
      'good',
      'again',
      'again',
      'good',
      'good',
      'good',
      'good',
      'good',
    ];
    let memory: MemoryState | null = null;
    let now = START;
    const intervals: number[] = [];
    for (const rating of ratings) {
      memory = reference.review(memory, rating, now).memory;
      intervals.push(memory.scheduledDays);
      now = new Date(memory.due);
    }
    expect(intervals).toEqual([0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]);
  });

  it('reaches the reference memory state after again, then good five times', () => {
    const ratings: ReviewRating[] = ['again', 'good', 'good', 'good', 'good', 'good'];
    const gaps = [0, 0, 1, 3, 8, 21];
    let memory: MemoryState | null = null;
    let now = START;
    ratings.forEach((rating, index) => {
      now = new Date(now.getTime() + (gaps[index] ?? 0) * DAY);
      memory = reference.review(memory, rating, now).memory;
    });
    expect(memory!.stability).toBeCloseTo(53.62691, 4);
    expect(memory!.difficulty).toBeCloseTo(6.3574867, 4);
  });

  it('gives a new card the reference first stability, difficulty and state for each rating', () => {
    const first = REVIEW_RATINGS.map((rating) => reference.review(null, rating, START).memory);
    expect(first.map((memory) => memory.stability)).toEqual([0.212, 1.2931, 2.3065, 8.2956]);
    expect(first.map((memory) => memory.difficulty)).toEqual([6.4133, 5.11217071, 2.11810397, 1]);
    expect(first.map((memory) => memory.state)).toEqual([
      'learning',
      'learning',
      'learning',
      'review',
    ]);
    expect(first.map((memory) => memory.scheduledDays)).toEqual([0, 0, 0, 8]);
  });

  it('walks the learning steps: again 1 min, hard 6 min, good 10 min, then a day', () => {
    const first = reference.intervals(null, START);
    expect([first.again, first.hard, first.good]).toEqual([MINUTE, 6 * MINUTE, 10 * MINUTE]);
    const secondStep = reference.review(null, 'good', START).memory;
    expect(secondStep.learningSteps).toBe(1);
    const graduated = reference.review(secondStep, 'good', new Date(secondStep.due)).memory;
    expect(graduated.state).toBe('review');
    expect(graduated.scheduledDays).toBeGreaterThanOrEqual(1);
  });

  it('sends a lapsed card to relearning for 10 minutes', () => {
    let memory = reference.review(null, 'easy', START).memory;
    memory = reference.review(memory, 'again', new Date(memory.due)).memory;
    expect(memory.state).toBe('relearning');
    expect(memory.lapses).toBe(1);
    expect(new Date(memory.due).getTime() - new Date(memory.lastReview!).getTime()).toBe(
      10 * MINUTE,
    );
  });

  it('logs the card as it was before the review', () => {
    const { log } = reference.review(null, 'good', START);
    expect(log).toMatchObject({ rating: 'good', state: 'new', reviewedAt: START.toISOString() });
  });

  it('asks for more reviews when the desired retention is higher', () => {
    const learned = reference.review(null, 'easy', START).memory;
    const at = new Date(learned.due);
    const relaxed = createScheduler({ desiredRetention: 0.8, fuzz: false }).intervals(learned, at);
    const strict = createScheduler({ desiredRetention: 0.97, fuzz: false }).intervals(learned, at);
    expect(strict.good).toBeLessThan(relaxed.good);
  });

  it('orders the buttons: again ≤ hard ≤ good ≤ easy, whatever the history', () => {
    const scheduler = createScheduler({ desiredRetention: 0.9, fuzz: false });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...REVIEW_RATINGS), fc.integer({ min: 0, max: 400 })), {
          maxLength: 12,
        }),
        (history) => {
          let memory: MemoryState | null = null;
          let now = START;
          for (const [rating, waitHours] of history) {
            now = new Date(now.getTime() + waitHours * 60 * MINUTE);
            memory = scheduler.review(memory, rating, now).memory;
          }
          const next = scheduler.intervals(memory, now);
          expect(next.again).toBeLessThanOrEqual(next.hard);
          expect(next.hard).toBeLessThanOrEqual(next.good);
          expect(next.good).toBeLessThanOrEqual(next.easy);
          expect(next.again).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('keeps a new card due at once and unrecalled', () => {
    const memory = newMemory(START);
    expect(memory).toMatchObject({ state: 'new', due: START.toISOString(), reps: 0 });
    expect(reference.recall(memory, START)).toBe(0);
  });
});
