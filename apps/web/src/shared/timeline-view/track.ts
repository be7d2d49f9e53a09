import { axisBounds } from '@chronodeck/timeline-axis';

export const CURRENT_YEAR = new Date().getFullYear();

/**
 * The track spans the whole axis, from the 35th century BCE to now; everything on it sits at a
 * fixed percentage of it, so panning and zooming only move and stretch the track.
 */
export const TRACK = axisBounds(CURRENT_YEAR);
export const TRACK_SPAN = TRACK.to - TRACK.from;

/** Where an axis position sits along the track. */
export const trackPercent = (position: number) =>
  `${((position - TRACK.from) / TRACK_SPAN) * 100}%`;

/** How much of the track a number of years covers. */
export const spanPercent = (years: number) => `${(years / TRACK_SPAN) * 100}%`;
