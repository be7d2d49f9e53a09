import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  clampView,
  fitView,
  panView,
  revealPosition,
  zoomView,
  type AxisBounds,
  type AxisView,
} from '@chronodeck/timeline-axis';

/** How much one press of Zoom in / Zoom out, or one wheel notch with Ctrl, zooms. */
export const ZOOM_STEP = 1.5;
const WHEEL_ZOOM_PER_PIXEL = 0.002;
/** How far one arrow key pans, as a fraction of the width. */
export const KEY_PAN = 0.1;

/** The stage's width in pixels, kept up to date as the page resizes. */
function useWidth(stage: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    // The observer reports the first size at once, then every change.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
  return width;
}

/** Pointers down on the stage: one drags, two pinch. */
type Pointers = Map<number, { x: number }>;

/**
 * The part of the axis in view and every way to move it: drag (mouse, pen, one finger), pinch,
 * wheel (Ctrl+wheel and trackpad pinch zoom at the pointer), and the toolbar's buttons. Every
 * move stays within `bounds`, which must hold every one of `positions`.
 */
export function useAxisView(
  stage: RefObject<HTMLElement | null>,
  positions: readonly number[],
  bounds: AxisBounds,
) {
  const width = useWidth(stage);
  const [chosen, setView] = useState<AxisView>(() => fitView(positions, bounds));
  // The bounds shrink when a compared lane goes away: what shows is the chosen view kept on them.
  const view = useMemo(() => clampView(chosen, bounds), [chosen, bounds]);
  const latest = useRef(chosen);
  const pointers = useRef<Pointers>(new Map());
  const pending = useRef<AxisView | null>(null);
  const frame = useRef(0);

  /** Changes land once per animation frame, however many events the browser fires. */
  const update = useCallback((change: (view: AxisView) => AxisView) => {
    pending.current = change(pending.current ?? latest.current);
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const next = pending.current;
      pending.current = null;
      if (!next) return;
      latest.current = next;
      setView(next);
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** A move from the view as shown, which the bounds may have narrowed since it was chosen. */
  const move = useCallback(
    (change: (shown: AxisView) => AxisView) =>
      update((current) => change(clampView(current, bounds))),
    [update, bounds],
  );
  const pan = useCallback(
    (fraction: number) => move((shown) => panView(shown, fraction, bounds)),
    [move, bounds],
  );
  const zoom = useCallback(
    (factor: number, anchor = 0.5) => move((shown) => zoomView(shown, factor, anchor, bounds)),
    [move, bounds],
  );
  const fitAll = useCallback(
    () => move(() => fitView(positions, bounds)),
    [move, positions, bounds],
  );
  const show = useCallback((next: AxisView) => move(() => clampView(next, bounds)), [move, bounds]);
  const reveal = useCallback(
    (position: number) => move((shown) => revealPosition(shown, position, bounds)),
    [move, bounds],
  );

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      if (event.ctrlKey) {
        const anchor = (event.clientX - box.left) / box.width;
        zoom(Math.exp(-event.deltaY * WHEEL_ZOOM_PER_PIXEL), anchor);
        return;
      }
      const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
      pan(delta / box.width);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, pan, zoom]);

  const gestures = {
    onPointerDown(event: React.PointerEvent<HTMLElement>) {
      if ((event.target as HTMLElement).closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX });
    },
    onPointerMove(event: React.PointerEvent<HTMLElement>) {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const box = event.currentTarget.getBoundingClientRect();
      const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
      const [other] = others;
      if (other) {
        const [, { x: otherX }] = other;
        const spread = Math.abs(before.x - otherX);
        const nextSpread = Math.abs(event.clientX - otherX);
        if (spread > 0 && nextSpread > 0)
          zoom(nextSpread / spread, ((event.clientX + otherX) / 2 - box.left) / box.width);
      } else {
        pan((before.x - event.clientX) / box.width);
      }
      pointers.current.set(event.pointerId, { x: event.clientX });
    },
    onPointerUp(event: React.PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
    },
    onPointerCancel(event: React.PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
    },
  };

  return { view, width, pan, zoom, fitAll, show, reveal, gestures };
}
