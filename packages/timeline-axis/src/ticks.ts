import { axisPosition } from './axis';
import type { AxisView } from './view';

/**
 * How far apart ticks are, by zoom: the smallest step still at least `minGap` pixels apart. Steps
 * beyond a millennium keep labels apart when older events stretch the axis towards 10,000 BCE.
 */
export const TICK_STEPS = [10_000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1] as const;
export type TickUnit = 'millennium' | 'century' | 'decade' | 'year';

export interface AxisTicks {
  step: number;
  unit: TickUnit;
  /** Years of the ticks in view, oldest first; a multiple of the step, with 1 CE for "year 0". */
  years: number[];
}

const unitOf = (step: number): TickUnit =>
  step >= 1000 ? 'millennium' : step >= 100 ? 'century' : step >= 10 ? 'decade' : 'year';

/** The ticks for a view `width` pixels wide. */
export function axisTicks(view: AxisView, width: number, minGap = 80): AxisTicks {
  const yearsPerPixel = (view.to - view.from) / Math.max(width, 1);
  const step =
    [...TICK_STEPS].reverse().find((candidate) => candidate / yearsPerPixel >= minGap) ??
    TICK_STEPS[0];
  const years: number[] = [];
  for (let multiple = Math.floor((view.from - 1) / step); ; multiple++) {
    // Year 0 does not exist: its tick is 1 CE, which a step of 1 reaches anyway.
    if (multiple === 0 && step === 1) continue;
    const year = multiple === 0 ? 1 : multiple * step;
    const position = axisPosition(year);
    if (position > view.to) break;
    if (position >= view.from) years.push(year);
  }
  return { step, unit: unitOf(step), years };
}
