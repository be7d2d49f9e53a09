import type { AxisBounds } from '@chronodeck/timeline-axis';

export const CURRENT_YEAR = new Date().getFullYear();

/**
 * The track spans the whole axis of a timeline (its bounds, which hold every event shown);
 * everything on it sits at a fixed percentage of it, so panning and zooming only move and stretch
 * the track.
 */
export const trackPercent = (track: AxisBounds, position: number) =>
  `${((position - track.from) / (track.to - track.from)) * 100}%`;

/** How much of the track a number of years covers. */
export const spanPercent = (track: AxisBounds, years: number) =>
  `${(years / (track.to - track.from)) * 100}%`;
