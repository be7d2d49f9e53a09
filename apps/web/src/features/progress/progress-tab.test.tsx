import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyStats } from '@chronodeck/contract';
import ProgressTab from './progress-tab';

const days = (count: number, from = '2026-10-28') =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  });

const stats: StudyStats = {
  today: '2026-11-26',
  decks: [],
  streak: { current: 2, longest: 5 },
  reviewsPerDay: days(30).map((date) => ({ date, count: 0 })),
  forecast: days(14, '2026-11-26').map((date) => ({ date, count: 0 })),
  retention: { reviews: 5, recalled: 4 },
  retentionPerDay: days(30).map((date) =>
    date === '2026-11-26'
      ? { date, reviews: 4, recalled: 3 }
      : date === '2026-11-25'
        ? { date, reviews: 1, recalled: 1 }
        : { date, reviews: 0, recalled: 0 },
  ),
};

vi.mock('../../shared/reviews/use-reviews', () => ({
  useReviewBackend: () => ({ backend: { kind: 'account' }, failed: false }),
  useStudyStats: () => ({ data: stats, isError: false }),
}));

afterEach(cleanup);

describe('the Progress tab', () => {
  it('plots true retention per day on a scale to 100%, with the figures in a table', () => {
    render(
      <MemoryRouter>
        <ProgressTab />
      </MemoryRouter>,
    );
    const plot = screen.getByRole('img', { name: 'True retention per day (last 30 days)' });
    const chart = plot.closest('figure')!;
    expect(plot.querySelector('desc')?.textContent).toBe(
      '4 of 5 reviews of learned cards recalled',
    );
    expect(within(chart).getByText('100%').tagName).toBe('text');
    const rows = within(chart).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.slice(-3).map((row) => row.textContent)).toEqual([
      'Nov 24No reviews of learned cards',
      'Nov 25100% (1 of 1)',
      'Nov 2675% (3 of 4)',
    ]);
  });
});
