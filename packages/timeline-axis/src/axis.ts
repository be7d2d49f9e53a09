/**
 * The year axis. Years are the catalogue's: negative for BCE, no year 0, so 1 BCE is followed by
 * 1 CE. On the axis they become continuous positions (1 BCE at 0, 1 CE at 1), so every year is
 * one unit wide and the gap between 44 BCE and 14 CE is 57 years, not 58.
 */

/**
 * Where the axis starts when no event is older: the 35th century BCE, where written history
 * begins. The contract accepts years back to 10,000 BCE, so older events move the start back.
 */
export const FIRST_YEAR = -3500;

/** A year's position on the axis. */
export const axisPosition = (year: number): number => (year < 0 ? year + 1 : year);

/** The year at a position on the axis (rounded down to the year it falls in). */
export function yearAt(position: number): number {
  const whole = Math.floor(position);
  return whole <= 0 ? whole - 1 : whole;
}

/** The stretch of axis a timeline can show: positions `from` to `to`. */
export interface AxisBounds {
  from: number;
  to: number;
}

/**
 * The axis for a set of events: from the 35th century BCE, or the earliest event if it is older,
 * to the end of `currentYear`, or of the latest event if it is later (a student may date a plan).
 * Every view is kept inside these bounds, so they must hold every event shown or some would sit
 * where no zoom, pan or keyboard focus could bring them into view.
 */
export function axisBounds(years: Iterable<number>, currentYear: number): AxisBounds {
  let first = FIRST_YEAR;
  let last = currentYear;
  // A loop, not Math.min(...years): a whole catalogue would be one argument per event.
  for (const year of years) {
    if (year < first) first = year;
    if (year > last) last = year;
  }
  return { from: axisPosition(first), to: axisPosition(last) + 1 };
}
