/**
 * The year axis. Years are the catalogue's: negative for BCE, no year 0, so 1 BCE is followed by
 * 1 CE. On the axis they become continuous positions (1 BCE at 0, 1 CE at 1), so every year is
 * one unit wide and the gap between 44 BCE and 14 CE is 57 years, not 58.
 */

/** The earliest year the timeline shows: the 35th century BCE, where written history begins. */
export const FIRST_YEAR = -3500;

/** A year's position on the axis. */
export const axisPosition = (year: number): number => (year < 0 ? year + 1 : year);

/** The year at a position on the axis (rounded down to the year it falls in). */
export function yearAt(position: number): number {
  const whole = Math.floor(position);
  return whole <= 0 ? whole - 1 : whole;
}

/** The axis runs from the 35th century BCE to a little after `currentYear`. */
export const axisBounds = (currentYear: number) => ({
  from: axisPosition(FIRST_YEAR),
  to: axisPosition(currentYear) + 1,
});
