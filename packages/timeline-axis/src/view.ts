import type { AxisBounds } from './axis';

/** The part of the axis in view: positions `from` to `to` across the timeline's width. */
export interface AxisView {
  from: number;
  to: number;
}

/** Zooming stops at about a decade across the screen, and at the whole axis. */
export const MIN_SPAN = 8;

/** The view kept on the axis, no narrower than MIN_SPAN and no wider than the whole axis. */
export function clampView(view: AxisView, bounds: AxisBounds): AxisView {
  const span = Math.min(Math.max(view.to - view.from, MIN_SPAN), bounds.to - bounds.from);
  const from = Math.min(Math.max(view.from, bounds.from), bounds.to - span);
  return { from, to: from + span };
}

/** A view holding every position, with a margin on each side (a decade at least). */
export function fitView(positions: readonly number[], bounds: AxisBounds): AxisView {
  if (positions.length === 0) return clampView(bounds, bounds);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const position of positions) {
    if (position < first) first = position;
    if (position > last) last = position;
  }
  const margin = Math.max((last - first) * 0.05, MIN_SPAN / 2);
  return clampView({ from: first - margin, to: last + margin }, bounds);
}

/**
 * Zoomed by `factor` (above 1 zooms in) around `anchor`, a fraction of the width (0 left, 1
 * right): the year under the pointer stays under it.
 */
export function zoomView(
  view: AxisView,
  factor: number,
  anchor: number,
  bounds: AxisBounds,
): AxisView {
  const span = view.to - view.from;
  const nextSpan = Math.min(Math.max(span / factor, MIN_SPAN), bounds.to - bounds.from);
  if (!Number.isFinite(nextSpan)) return view;
  const from = view.from + span * anchor - nextSpan * anchor;
  return clampView({ from, to: from + nextSpan }, bounds);
}

/** Moved by `fraction` of the width (positive moves later in time). */
export function panView(view: AxisView, fraction: number, bounds: AxisBounds): AxisView {
  const shift = (view.to - view.from) * fraction;
  return clampView({ from: view.from + shift, to: view.to + shift }, bounds);
}

/** The view moved just enough to show `position`, with a tenth of the width to spare. */
export function revealPosition(view: AxisView, position: number, bounds: AxisBounds): AxisView {
  const span = view.to - view.from;
  const room = span * 0.1;
  if (position < view.from + room)
    return panView(view, (position - room - view.from) / span, bounds);
  if (position > view.to - room) return panView(view, (position + room - view.to) / span, bounds);
  return view;
}

/** Where a position falls across the width, from 0 (left edge) to 1 (right edge). */
export const viewFraction = (view: AxisView, position: number): number =>
  (position - view.from) / (view.to - view.from);
