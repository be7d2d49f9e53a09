import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answeredAt, OFFLINE_ANSWER_DAYS } from './offline-time';

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('answeredAt', () => {
  it('is now when the browser says no time', () => {
    expect(answeredAt(undefined, NOW, null)).toEqual(NOW);
  });

  it('keeps the time an answer was made offline', () => {
    expect(answeredAt('2026-11-25T08:30:00Z', NOW, null)).toEqual(new Date('2026-11-25T08:30:00Z'));
  });

  it('never counts an answer in the future, before the last review, or too long ago', () => {
    expect(answeredAt('2027-01-01T00:00:00Z', NOW, null)).toEqual(NOW);
    const lastReview = new Date('2026-11-24T00:00:00Z');
    expect(answeredAt('2026-11-20T00:00:00Z', NOW, lastReview)).toEqual(lastReview);
    expect(answeredAt('2020-01-01T00:00:00Z', NOW, null)).toEqual(
      new Date(NOW.getTime() - OFFLINE_ANSWER_DAYS * DAY_MS),
    );
  });

  it('always lands between the earliest allowed time and now', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true }),
        fc.option(fc.date({ max: NOW, noInvalidDate: true })),
        (claimed, last) => {
          const time = answeredAt(claimed.toISOString(), NOW, last).getTime();
          expect(time).toBeLessThanOrEqual(NOW.getTime());
          expect(time).toBeGreaterThanOrEqual(
            Math.min(
              NOW.getTime(),
              Math.max(NOW.getTime() - OFFLINE_ANSWER_DAYS * DAY_MS, last?.getTime() ?? 0),
            ),
          );
        },
      ),
    );
  });
});
