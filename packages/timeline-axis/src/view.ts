import { axisBounds } from './axis';

/** The part of the axis in view: positions `from` to `to` across the timeline's width. */
export interface AxisView {
  from: number;
  to: number;
}

/** Zooming stops at about a decade across the screen, and at the whole axis. */
export const MIN_SPAN = 8;

const clampView = (view: AxisView, currentYear: number): AxisView => {
  const bounds = axisBounds(currentYear);
  const span = Math.min(Math.max(view.to - view.from, MIN_SPAN), bounds.to - bounds.from);
  const from = Math.min(Math.max(view.from, bounds.from), bounds.to - span);
  return { from, to: from + span };
};

/** A view holding every position, with a margin on each side (a decade at least). */
export function fitView(positions: readonly number[], currentYear: number): AxisView {
  if (positions.length === 0) return clampView(axisBounds(currentYear), currentYear);
  const first = Math.min(...positions);
  const last = Math.max(...positions);
  const margin = Math.max((last - first) * 0.05, MIN_SPAN / 2);
  return clampView({ from: first - margin, to: last + margin }, currentYear);
}

/**
 * Zoomed by `factor` (above 1 zooms in) around `anchor`, a fraction of the width (0 left, 1
 * right): the year under the pointer stays under it.
 */
export function zoomView(
  view: AxisView,
  factor: number,
  anchor: number,
  currentYear: number,
): AxisView {
  const span = view.to - view.from;
  const bounds = axisBounds(currentYear);
  const nextSpan = Math.min(Math.max(span / factor, MIN_SPAN), bounds.to - bounds.from);
  if (!Number.isFinite(nextSpan)) return view;
  const from = view.from + span * anchor - nextSpan * anchor;
  return clampView({ from, to: from + nextSpan }, currentYear);
}

/** Moved by `fraction` of the width (positive moves later in time). */
export function panView(view: AxisView, fraction: number, currentYear: number): AxisView {
  const shift = (view.to - view.from) * fraction;
  return clampView({ from: view.from + shift, to: view.to + shift }, currentYear);
}

/** The view moved just enough to show `position`, with a tenth of the width to spare. */
export function revealPosition(view: AxisView, position: number, currentYear: number): AxisView {
  const span = view.to - view.from;
  const room = span * 0.1;
  if (position < view.from + room)
    return panView(view, (position - room - view.from) / span, currentYear);
  if (position > view.to - room)
    return panView(view, (position + room - view.to) / span, currentYear);
  return view;
}

/** Where a position falls across the width, from 0 (left edge) to 1 (right edge). */
export const viewFraction = (view: AxisView, position: number): number =>
  (position - view.from) / (view.to - view.from);
