import { centurySortKey } from './years';

/** Filter value that keeps every event (SPEC.md §5). */
export const ALL = 'All';

export interface EventFilters {
  century: string;
  topic: string;
}

export const NO_FILTERS: EventFilters = { century: ALL, topic: ALL };

/** What the filters read; the catalogue's events, or any event with a derived century and topic. */
type BrowsableEvent = { year: number; century: string; topic: string };

/** Keeps an event when each filter is All or equals the event's value. */
export function filterEvents<E extends BrowsableEvent>(
  events: readonly E[],
  filters: EventFilters,
): E[] {
  return events.filter(
    (event) =>
      (filters.century === ALL || event.century === filters.century) &&
      (filters.topic === ALL || event.topic === filters.topic),
  );
}

/** Distinct century labels, in chronological order (5th century BCE before 1st century). */
export function distinctCenturies(events: readonly BrowsableEvent[]): string[] {
  const earliestYear = new Map<string, number>();
  for (const event of events) {
    const known = earliestYear.get(event.century);
    if (known === undefined || event.year < known) earliestYear.set(event.century, event.year);
  }
  return [...earliestYear.entries()]
    .sort(([, a], [, b]) => centurySortKey(a) - centurySortKey(b))
    .map(([century]) => century);
}

/** Distinct topics, sorted alphabetically. */
export function distinctTopics<T extends string>(events: readonly { topic: T }[]): T[] {
  return [...new Set(events.map((event) => event.topic))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Number of pages for a total: the filtered count divided by the page size, rounded up. */
export function pageCountFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/** A page number clamped to 1..pageCount (page 1 when there is nothing to show). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** One page of items; out-of-range page numbers are clamped. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = pageCountFor(items.length, pageSize);
  const clamped = clampPage(page, pageCount);
  const start = (clamped - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: clamped,
    pageCount,
    total: items.length,
  };
}

/** Categories as the picker lists them (SPEC.md §9): names sorted alphabetically. */
export const inNameOrder = <C extends { name: string }>(categories: readonly C[]): C[] =>
  [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en'));
