import { describe, expect, it } from 'vitest';
import { dueText, intervalText } from './interval-text';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('interval texts', () => {
  it.each([
    [30_000, '1 min'],
    [10 * MINUTE, '10 min'],
    [3 * 60 * MINUTE, '3 hr'],
    [DAY - 10 * MINUTE, '1 day'],
    [59 * MINUTE + 50_000, '1 hr'],
    [4 * DAY, '4 days'],
    [45 * DAY, '1.5 mths'],
    [730 * DAY, '2 yrs'],
  ])('reads %i ms as %s', (milliseconds, text) => {
    expect(intervalText(milliseconds, 'en')).toBe(text);
  });

  it('speaks the interface language', () => {
    expect(intervalText(4 * DAY, 'fr')).toBe('4\u202fj');
    expect(intervalText(4 * DAY, 'pt')).toBe('4 dias');
  });

  it('says when the next cards are due, relative to now', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(dueText(new Date(now.getTime() + DAY), now, 'en')).toBe('tomorrow');
    expect(dueText(new Date(now.getTime() + 10 * MINUTE), now, 'en')).toBe('in 10 minutes');
    expect(dueText(new Date(now.getTime() + 3 * DAY), now, 'es')).toBe('dentro de 3 días');
  });
});
