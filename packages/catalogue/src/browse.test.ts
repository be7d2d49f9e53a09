import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL,
  clampPage,
  distinctCenturies,
  distinctTopics,
  filterEvents,
  inNameOrder,
  NO_FILTERS,
  pageCountFor,
  paginate,
} from './browse';

const events = [
  { year: 1789, century: '18th century', topic: 'France', category: 'Modern European History' },
  { year: -480, century: '5th century BCE', topic: 'Conflict', category: 'Ancient History' },
  { year: 1848, century: '19th century', topic: 'Europe', category: 'Modern European History' },
  { year: 1799, century: '18th century', topic: 'Conflict', category: 'Modern European History' },
  { year: 33, century: '1st century', topic: 'Religion', category: 'Ancient History' },
];

describe('event browser filters', () => {
  it('keeps everything when both filters are All', () => {
    expect(filterEvents(events, NO_FILTERS)).toEqual(events);
  });

  it('keeps events whose century and topic both match', () => {
    expect(filterEvents(events, { century: '18th century', topic: ALL })).toHaveLength(2);
    expect(filterEvents(events, { century: '18th century', topic: 'Conflict' })).toEqual([
      events[3],
    ]);
    expect(filterEvents(events, { century: ALL, topic: 'Conflict' })).toHaveLength(2);
    expect(filterEvents(events, { century: '3rd century', topic: ALL })).toEqual([]);
  });

  it('lists distinct centuries chronologically and topics alphabetically', () => {
    expect(distinctCenturies(events)).toEqual([
      '5th century BCE',
      '1st century',
      '18th century',
      '19th century',
    ]);
    expect(distinctTopics(events)).toEqual(['Conflict', 'Europe', 'France', 'Religion']);
  });

  it('lists categories with their names sorted alphabetically', () => {
    const categories = [
      { name: 'World History', count: 3 },
      { name: 'American History', count: 1 },
      { name: 'Medieval History', count: 2 },
    ];
    expect(inNameOrder(categories).map((category) => category.name)).toEqual([
      'American History',
      'Medieval History',
      'World History',
    ]);
    expect(categories[0]?.name).toBe('World History');
  });
});

describe('pagination', () => {
  it('counts pages as the total divided by the page size, rounded up', () => {
    expect(pageCountFor(0, 10)).toBe(0);
    expect(pageCountFor(10, 10)).toBe(1);
    expect(pageCountFor(11, 10)).toBe(2);
  });

  it('clamps the page between 1 and the page count', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('returns the items of the requested page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(paginate(items, 3, 10)).toEqual({
      items: [20, 21, 22],
      page: 3,
      pageCount: 3,
      total: 23,
    });
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
  });

  it('shows every item exactly once across all pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 15 }),
        (items, size) => {
          const { pageCount } = paginate(items, 1, size);
          const shown = Array.from(
            { length: pageCount },
            (_, index) => paginate(items, index + 1, size).items,
          );
          expect(shown.flat()).toEqual(items);
          shown.forEach((page) => expect(page.length).toBeLessThanOrEqual(size));
        },
      ),
    );
  });
});
