/**
 * Calendar days in the student's own time zone, as YYYY-MM-DD: a day's reviews, streak and
 * new-card allowance start at their midnight, not the server's.
 */

/** Formatters are costly to build: one per purpose and time zone, built once. */
function cachedFormatter(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat {
  let formatter = cache.get(options.timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    cache.set(options.timeZone, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) =>
  cachedFormatter(dayFormatters, 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** True for a time zone name the platform knows (IANA, such as "America/Sao_Paulo", or "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `instant` in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** `count` consecutive days starting at `first`. */
export const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(first, index));

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const formatter = cachedFormatter(offsetFormatters, 'en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = formatter.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClock = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wallClock - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a day begins in `timeZone`: midnight shifted by the zone's offset at midnight UTC,
 * or at that first guess, since clocks may change in between. Where clocks jump over midnight
 * (São Paulo until 2019) local midnight never happens and the day begins at the jump: the earliest
 * guess that falls on the day.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  const second = midnightUtc - offsetAt(new Date(first), timeZone);
  const onDay = [first, second].filter((instant) => dayOf(new Date(instant), timeZone) === day);
  return new Date(Math.min(...(onDay.length > 0 ? onDay : [second])));
}
