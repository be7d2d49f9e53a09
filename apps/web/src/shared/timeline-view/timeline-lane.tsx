import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { AxisBounds } from '@chronodeck/timeline-axis';
import { formatYear } from '@chronodeck/catalogue';
import { useTranslation } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { clusterSpan, type LaneLayout, type TimelineEvent } from './timeline-lanes';
import { trackPercent } from './track';

/** A custom property for the label's row (React sets it through the CSSOM). */
type RowStyle = React.CSSProperties & Record<'--row', number>;

interface LaneProps {
  /** The id of the lane's title, which names its list. */
  titleId: string;
  /** The whole axis, which the track spans. */
  track: AxisBounds;
  placed: readonly { event: TimelineEvent; position: number }[];
  layout: LaneLayout;
  onOpen: (eventId: string) => void;
  /** Brings an axis position into view, when one of the lane's events takes the focus. */
  onReveal: (position: number) => void;
  onZoomTo: (from: number, to: number) => void;
}

interface ItemProps {
  event: TimelineEvent;
  left: string;
  name: string;
  row: number | undefined;
  clustered: boolean;
  focusable: boolean;
  index: number;
  register: (eventId: string, button: HTMLButtonElement | null) => void;
  onOpen: (eventId: string) => void;
  onFocusItem: (index: number) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
}

/** One event: re-rendered only when its row, cluster or focus changes, not on every zoom step. */
const TimelineItem = memo(function TimelineItem(props: ItemProps) {
  const { event, row, register } = props;
  const style: RowStyle = { left: props.left, '--row': row ?? 0 };
  const ref = useCallback(
    (button: HTMLButtonElement | null) => register(event._id, button),
    [register, event._id],
  );
  return (
    <li
      className={`timeline-view__event${props.clustered ? ' timeline-view__event--clustered' : ''}`}
      style={style}
    >
      {/* The title attribute shows the year and whole title, which the cut label may hide. */}
      <button
        ref={ref}
        type="button"
        className="timeline-view__event-button"
        aria-label={props.name}
        title={props.name}
        tabIndex={props.focusable ? 0 : -1}
        onClick={() => props.onOpen(event._id)}
        onFocus={() => props.onFocusItem(props.index)}
        onKeyDown={(keyboard) => props.onKey(keyboard, props.index)}
      >
        <span className="timeline-view__dot" aria-hidden="true" />
        <span className="timeline-view__label" aria-hidden="true">
          {event.title}
        </span>
      </button>
    </li>
  );
});

/** Which event a key moves to from the one at `index`, in time order; undefined for other keys. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  const targets: Record<string, number> = {
    ArrowRight: Math.min(index + 1, count - 1),
    ArrowLeft: Math.max(index - 1, 0),
    Home: 0,
    End: count - 1,
  };
  return targets[key];
}

/**
 * The lane's roving tab stop: the event last focused in this lane, or its first. Each lane keeps
 * its own, so Tab reaches every lane; focus moves by the lane's own buttons, never by a page-wide
 * id, since an event compared in two lanes is drawn in both.
 */
function useLaneFocus(
  placed: LaneProps['placed'],
  onReveal: LaneProps['onReveal'],
): {
  tabStop: number;
  register: ItemProps['register'];
  onFocusItem: ItemProps['onFocusItem'];
  onKey: ItemProps['onKey'];
} {
  const [activeId, setActiveId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabStop = useMemo(
    () =>
      Math.max(
        0,
        placed.findIndex(({ event }) => event._id === activeId),
      ),
    [placed, activeId],
  );
  const register = useCallback((eventId: string, button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(eventId, button);
    else buttons.current.delete(eventId);
  }, []);
  const onFocusItem = useCallback(
    (index: number) => {
      const focused = placed[index];
      if (!focused) return;
      setActiveId(focused.event._id);
      onReveal(focused.position);
    },
    [placed, onReveal],
  );
  const onKey = useCallback(
    (keyboard: KeyboardEvent, index: number) => {
      const target = placed[targetIndex(keyboard.key, index, placed.length) ?? -1];
      if (!target) return;
      keyboard.preventDefault();
      keyboard.stopPropagation();
      // The stage pans to the event (onFocusItem) instead of the browser scrolling it.
      buttons.current.get(target.event._id)?.focus({ preventScroll: true });
    },
    [placed],
  );
  return { tabStop, register, onFocusItem, onKey };
}

/**
 * One lane: its events as a list in time order, each a button named "1822 — Brazil declares
 * independence" on its dot, labelled on the first free row or gathered in a cluster with a count.
 * Memoised: panning changes only the stage's custom properties, never a lane's props.
 */
export const TimelineLaneView = memo(function TimelineLaneView(props: LaneProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { placed, layout, track } = props;
  const { tabStop, register, onFocusItem, onKey } = useLaneFocus(placed, props.onReveal);
  const clustered = useMemo(
    () => new Set(layout.clusters.flatMap((cluster) => cluster.ids)),
    [layout],
  );
  const names = useMemo(
    () =>
      placed.map(({ event }) =>
        t('timelineView.eventName', { year: formatYear(event.year, language), title: event.title }),
      ),
    [placed, language, t],
  );

  return (
    <div className="timeline-view__lane">
      <ul className="timeline-view__events" aria-labelledby={props.titleId}>
        {placed.map(({ event, position }, index) => (
          <TimelineItem
            key={event._id}
            event={event}
            left={trackPercent(track, position)}
            name={names[index] ?? event.title}
            row={layout.rows.get(event._id)}
            clustered={clustered.has(event._id)}
            focusable={index === tabStop}
            index={index}
            register={register}
            onOpen={props.onOpen}
            onFocusItem={onFocusItem}
            onKey={onKey}
          />
        ))}
      </ul>
      {layout.clusters.map((cluster) => {
        const { from, to } = clusterSpan(layout, cluster);
        return (
          <button
            key={cluster.ids[0]}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="timeline-view__cluster"
            title={t('timelineView.clusterHint', { count: cluster.ids.length })}
            style={{ left: trackPercent(track, from) }}
            onClick={() => props.onZoomTo(from, to)}
          >
            {t('timelineView.cluster', { count: cluster.ids.length })}
          </button>
        );
      })}
    </div>
  );
});
