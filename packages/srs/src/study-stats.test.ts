import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dayOf, isTimeZone, startOfDay } from './study-days';
import {
  dueForecast,
  retentionPerDay,
  reviewHistory,
  studyStats,
  studyStreak,
  trueRetention,
} from './study-stats';
import { newMemory } from './scheduler';

describe('study days', () => {
  it("names the day in the student's time zone, not the server's", () => {
    const lateEvening = new Date('2026-11-26T02:00:00Z');
    expect(dayOf(lateEvening, 'UTC')).toBe('2026-11-26');
    expect(dayOf(lateEvening, 'America/Sao_Paulo')).toBe('2026-11-25');
  });

  it('finds the instant a day starts, across offsets and clock changes', () => {
    expect(startOfDay('2026-11-26', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-26T03:00:00.000Z',
    );
    expect(startOfDay('2026-11-26', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    // São Paulo's clocks jumped from midnight to 1 a.m. that day: it began at 1 a.m.
    expect(startOfDay('1992-10-25', 'America/Sao_Paulo').toISOString()).toBe(
      '1992-10-25T03:00:00.000Z',
    );
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(
          'UTC',
          'Europe/Paris',
          'America/Sao_Paulo',
          'Asia/Kolkata',
          'Pacific/Auckland',
        ),
        (instant, zone) => {
          const day = dayOf(instant, zone);
          const start = startOfDay(day, zone);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(dayOf(start, zone)).toBe(day);
          expect(dayOf(new Date(start.getTime() - 1), zone)).toBe(addDays(day, -1));
        },
      ),
    );
  });

  it('adds days across months and years, and knows real zone names', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('study statistics', () => {
  it('lists the last 30 days of reviews, today last, with the quiet days at zero', () => {
    const history = reviewHistory(
      new Map([
        ['2026-11-26', 12],
        ['2026-11-01', 3],
      ]),
      '2026-11-26',
    );
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ date: '2026-10-28', count: 0 });
    expect(history.at(-1)).toEqual({ date: '2026-11-26', count: 12 });
    expect(history.find((day) => day.date === '2026-11-01')?.count).toBe(3);
  });

  it('counts overdue cards today in the 14-day forecast and leaves later ones out', () => {
    const forecast = dueForecast(
      ['2026-11-20', '2026-11-26', '2026-11-27', '2026-12-25'],
      '2026-11-26',
    );
    expect(forecast).toHaveLength(14);
    expect(forecast.slice(0, 2)).toEqual([
      { date: '2026-11-26', count: 2 },
      { date: '2026-11-27', count: 1 },
    ]);
    expect(forecast.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('keeps the streak alive until today ends, and remembers the longest', () => {
    const days = [
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-24',
      '2026-11-25',
    ];
    expect(studyStreak(days, '2026-11-26')).toEqual({ current: 2, longest: 4 });
    expect(studyStreak([...days, '2026-11-26'], '2026-11-26')).toEqual({ current: 3, longest: 4 });
    expect(studyStreak(days, '2026-11-27')).toEqual({ current: 0, longest: 4 });
    expect(studyStreak([], '2026-11-27')).toEqual({ current: 0, longest: 0 });
  });

  it('measures true retention on reviews of learned cards only', () => {
    expect(
      trueRetention([
        { day: '2026-11-25', state: 'review', rating: 'good', count: 8 },
        { day: '2026-11-25', state: 'review', rating: 'hard', count: 1 },
        { day: '2026-11-24', state: 'review', rating: 'again', count: 3 },
        { day: '2026-11-25', state: 'learning', rating: 'again', count: 9 },
        { day: '2026-11-25', state: 'new', rating: 'good', count: 4 },
      ]),
    ).toEqual({ reviews: 12, recalled: 9 });
  });

  it('measures it per day over the last 30 days, days without reviews at zero', () => {
    const days = retentionPerDay(
      [
        { day: '2026-11-25', state: 'review', rating: 'good', count: 3 },
        { day: '2026-11-25', state: 'review', rating: 'again', count: 1 },
        { day: '2026-11-24', state: 'relearning', rating: 'good', count: 5 },
        { day: '2026-10-27', state: 'review', rating: 'easy', count: 2 },
        { day: '2026-10-26', state: 'review', rating: 'easy', count: 7 },
      ],
      '2026-11-25',
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-27', reviews: 2, recalled: 2 });
    expect(days.at(-2)).toEqual({ date: '2026-11-24', reviews: 0, recalled: 0 });
    expect(days.at(-1)).toEqual({ date: '2026-11-25', reviews: 4, recalled: 3 });
  });
});

describe('the Progress figures', () => {
  it("count per deck the cards due by the end of the day in the student's zone, and the new ones", () => {
    const deck = (id: string) => ({ _id: id, title: id, shared: false, className: null });
    const learned = (due: string) => ({ ...newMemory(new Date(due)), state: 'review' as const });
    const stats = studyStats({
      today: '2026-11-25',
      timeZone: 'America/Sao_Paulo',
      cards: [
        { deck: deck('a'), memory: null },
        // 02:00 UTC on the 26th is still the 25th in São Paulo: due today there.
        { deck: deck('a'), memory: learned('2026-11-26T02:00:00Z') },
        { deck: deck('b'), memory: learned('2026-11-27T12:00:00Z') },
      ],
      reviewsPerDay: new Map([['2026-11-25', 4]]),
      reviewDays: ['2026-11-24', '2026-11-25'],
      tallies: [{ day: '2026-11-25', state: 'review', rating: 'good', count: 3 }],
    });
    expect(stats.decks).toEqual([
      { deck: deck('a'), due: 1, new: 1 },
      { deck: deck('b'), due: 0, new: 0 },
    ]);
    expect(stats.forecast.slice(0, 3).map((day) => day.count)).toEqual([1, 0, 1]);
    expect(stats.streak).toEqual({ current: 2, longest: 2 });
    expect(stats.reviewsPerDay.at(-1)).toEqual({ date: '2026-11-25', count: 4 });
    expect(stats.retention).toEqual({ reviews: 3, recalled: 3 });
  });
});
