const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/** The unit a span reads best in, and its value in that unit (one decimal for months and years). */
function spanIn(milliseconds: number): [number, IntervalUnit] {
  const tenths = (value: number) => Math.round(value * 10) / 10;
  const minutes = Math.round(milliseconds / MINUTE);
  if (minutes < 60) return [Math.max(1, minutes), 'minute'];
  const hours = Math.round(milliseconds / HOUR);
  if (hours < 24) return [hours, 'hour'];
  const days = Math.round(milliseconds / DAY);
  if (days < 30) return [days, 'day'];
  const months = tenths(milliseconds / (30 * DAY));
  if (months < 12) return [months, 'month'];
  return [tenths(milliseconds / (365 * DAY)), 'year'];
}

/** "10 min", "3 days", "1.5 mths": the span a rating would schedule, as the rating buttons show it. */
export function intervalText(milliseconds: number, language: string): string {
  const [value, unit] = spanIn(milliseconds);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** "in 10 minutes", "tomorrow", "in 3 days": when something is due, from now. */
export function dueText(due: Date, now: Date, language: string): string {
  const [value, unit] = spanIn(Math.max(0, due.getTime() - now.getTime()));
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
}
