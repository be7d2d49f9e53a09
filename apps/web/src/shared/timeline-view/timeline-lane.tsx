import { memo, useCallback, useMemo, type KeyboardEvent } from 'react';
import type { LabelLayout } from '@chronodeck/timeline-axis';
import { formatYear } from '@chronodeck/catalogue';
import { useTranslation } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import type { TimelineEvent } from './timeline-lanes';
import { trackPercent } from './track';

/** A custom property for the label's row (React sets it through the CSSOM). */
type RowStyle = React.CSSProperties & Record<'--row', number>;

interface LaneProps {
  laneId: string;
  placed: readonly { event: TimelineEvent; position: number }[];
  layout: LabelLayout;
  /** Pixels per year when `layout` was made: turns cluster pixels back into axis positions. */
  layoutScale: number;
  activeId: string | null;
  onOpen: (eventId: string) => void;
  onFocusEvent: (eventId: string) => void;
  onZoomTo: (from: number, to: number) => void;
}

interface ItemProps {
  event: TimelineEvent;
  position: number;
  name: string;
  row: number | undefined;
  clustered: boolean;
  focusable: boolean;
  index: number;
  onOpen: (eventId: string) => void;
  onFocusEvent: (eventId: string) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
}

/** One event: re-rendered only when its row, cluster or focus changes, not on every zoom step. */
const TimelineItem = memo(function TimelineItem(props: ItemProps) {
  const { event, row } = props;
  const style: RowStyle = { left: trackPercent(props.position), '--row': row ?? 0 };
  return (
    <li
      className={`timeline-view__event${props.clustered ? ' timeline-view__event--clustered' : ''}`}
      style={style}
    >
      <button
        type="button"
        id={`timeline-event-${event._id}`}
        className="timeline-view__event-button"
        aria-label={props.name}
        tabIndex={props.focusable ? 0 : -1}
        onClick={() => props.onOpen(event._id)}
        onFocus={() => props.onFocusEvent(event._id)}
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

/**
 * One lane: its events as a list in time order, each a button named "1822 — Brazil declares
 * independence" on its dot, labelled on the first free row or gathered in a cluster with a count.
 * Memoised: panning changes only the stage's custom properties, never a lane's props.
 */
export const TimelineLaneView = memo(function TimelineLaneView(props: LaneProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { placed, layout, layoutScale, activeId, onFocusEvent } = props;
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

  const onKey = useCallback(
    (event: KeyboardEvent, index: number) => {
      const target =
        event.key === 'ArrowRight'
          ? placed[index + 1]
          : event.key === 'ArrowLeft'
            ? placed[index - 1]
            : event.key === 'Home'
              ? placed[0]
              : event.key === 'End'
                ? placed.at(-1)
                : undefined;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      onFocusEvent(target.event._id);
    },
    [placed, onFocusEvent],
  );

  return (
    <div className="timeline-view__lane">
      <ul className="timeline-view__events" aria-labelledby={`lane-${props.laneId}`}>
        {placed.map(({ event, position }, index) => (
          <TimelineItem
            key={event._id}
            event={event}
            position={position}
            name={names[index] ?? event.title}
            row={layout.rows.get(event._id)}
            clustered={clustered.has(event._id)}
            focusable={activeId === event._id || (activeId === null && index === 0)}
            index={index}
            onOpen={props.onOpen}
            onFocusEvent={onFocusEvent}
            onKey={onKey}
          />
        ))}
      </ul>
      {layout.clusters.map((cluster) => {
        const from = cluster.from / layoutScale;
        const to = cluster.to / layoutScale;
        const style = { left: trackPercent(from) };
        return (
          <button
            key={cluster.ids[0]}
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="timeline-view__cluster"
            title={t('timelineView.clusterHint', { count: cluster.ids.length })}
            style={style}
            onClick={() => props.onZoomTo(from, to)}
          >
            {t('timelineView.cluster', { count: cluster.ids.length })}
          </button>
        );
      })}
    </div>
  );
});
