import './timeline-view.css';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type UIEvent,
} from 'react';
import { formatYear } from '@chronodeck/catalogue';
import { axisBounds, axisPosition, axisTicks, eraBands } from '@chronodeck/timeline-axis';
import { useTranslation } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { downloadPng, downloadSvg, timelineSvg, type TimelineDrawing } from './timeline-export';
import { TimelineLaneView } from './timeline-lane';
import { TimelineToolbar } from './timeline-toolbar';
import { laneLayout, placedEvents, type TimelineEvent, type TimelineLane } from './timeline-lanes';
import { KEY_PAN, useAxisView, ZOOM_STEP } from './use-axis-view';
import { CURRENT_YEAR, spanPercent, trackPercent } from './track';

/** How long the zoom must rest before labels are laid out again. */
const LAYOUT_SETTLE_MS = 150;

/**
 * The pixels-per-year the labels are laid out for: the zoom rounded down to a step of about 4%
 * (so on screen events are never closer than the layout assumed), and during a zoom gesture the
 * last one, so a wheel or pinch does not re-lay out 1,200 labels at every frame.
 */
function useSettledLayoutScale(pixelsPerYear: number): number {
  const stepped = pixelsPerYear > 0 ? 2 ** (Math.floor(Math.log2(pixelsPerYear) * 16) / 16) : 0;
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (stepped === settled) return;
    const timer = setTimeout(() => setSettled(stepped), settled === 0 ? 0 : LAYOUT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [stepped, settled]);
  return settled || stepped;
}

export interface TimelineViewProps<Event extends TimelineEvent> {
  lanes: readonly TimelineLane<Event>[];
  onOpen: (event: Event) => void;
  /** The downloaded SVG or PNG's name, without extension. */
  fileName: string;
}

/**
 * A proportional, zoomable timeline of dated events in one or several lanes: era bands behind,
 * ticks from millennia to years below, labels that never overlap. A region named "Timeline" whose
 * lanes are lists of the events in time order; arrow keys move between events, or pan the stage.
 */
export default function TimelineView<Event extends TimelineEvent>({
  lanes,
  onOpen,
  fileName,
}: TimelineViewProps<Event>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stage = useRef<HTMLDivElement>(null);
  const placedLanes = useMemo(
    () => lanes.map((lane) => ({ lane, placed: placedEvents(lane) })),
    [lanes],
  );
  const positions = useMemo(
    () => placedLanes.flatMap(({ placed }) => placed.map((each) => each.position)),
    [placedLanes],
  );
  // The axis reaches every event shown, however old (the contract goes back to 10,000 BCE) or late.
  const bounds = useMemo(
    () =>
      axisBounds(
        placedLanes.flatMap(({ lane }) => lane.events.map((each) => each.year)),
        CURRENT_YEAR,
      ),
    [placedLanes],
  );
  const eras = useMemo(() => eraBands(bounds), [bounds]);
  const axis = useAxisView(stage, positions, bounds);
  const { view, width } = axis;
  const pixelsPerYear = width > 0 ? width / (view.to - view.from) : 0;
  const layoutScale = useSettledLayoutScale(pixelsPerYear);
  const layouts = useMemo(
    () => placedLanes.map(({ placed }) => laneLayout(placed, layoutScale)),
    [placedLanes, layoutScale],
  );
  // Lane titles name their lists; a category's name (with spaces) cannot be an id.
  const laneIds = useId();
  const titleIdOf = (index: number) => `${laneIds}-lane-${index}`;

  const eventsById = useMemo(
    () => new Map(lanes.flatMap((lane) => lane.events.map((event) => [event._id, event]))),
    [lanes],
  );
  const openEvent = useCallback(
    (eventId: string) => {
      const event = eventsById.get(eventId);
      if (event) onOpen(event);
    },
    [eventsById, onOpen],
  );

  const { show } = axis;
  const zoomTo = useCallback(
    (from: number, to: number) => {
      const margin = Math.max((to - from) * 0.2, 2);
      show({ from: from - margin, to: to + margin });
    },
    [show],
  );

  const onStageKey = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => axis.pan(-KEY_PAN),
      ArrowRight: () => axis.pan(KEY_PAN),
      '+': () => axis.zoom(ZOOM_STEP),
      '=': () => axis.zoom(ZOOM_STEP),
      '-': () => axis.zoom(1 / ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // The stage never scrolls: the view pans by moving the track. The browser still scrolls a hidden
  // overflow to show an event focused out of view (Tab into a lane), which would shift every
  // position; undone at once, the focused event is brought into view by panning instead.
  // (overflow: clip would forbid it, but axe and other tools then take the off-stage events for
  // visible ones, and a clipped grid item grows to the track's width.)
  const keepUnscrolled = (event: UIEvent<HTMLDivElement>) => {
    event.currentTarget.scrollLeft = 0;
    event.currentTarget.scrollTop = 0;
  };

  const ticks = width > 0 ? axisTicks(view, width) : { years: [] as number[] };
  const drawing = (): TimelineDrawing => ({
    view,
    width,
    eras: eras.map((era) => ({ ...era, name: t(`timelineView.eras.${era.id}`) })),
    ticks: ticks.years.map((year) => ({ year, label: formatYear(year, language) })),
    lanes: placedLanes.map(({ lane, placed }, index) => ({
      title: lane.title,
      placed,
      layout: layouts[index]!,
    })),
    clusterLabel: (count: number) => t('timelineView.cluster', { count }),
  });

  // One element moves and stretches: the track, whose children sit at fixed percentages of the
  // whole axis. A pan or zoom is then one transform and one width, not 1,200 restyled items.
  const trackStyle = {
    width: `${(bounds.to - bounds.from) * pixelsPerYear}px`,
    transform: `translateX(${-(view.from - bounds.from) * pixelsPerYear}px)`,
  };
  // Zooming out past the last layout could make labels touch: they wait for the gesture to end.
  const labelsWaiting = pixelsPerYear < layoutScale;
  return (
    <section className="timeline-view" aria-label={t('timelineView.label')}>
      <TimelineToolbar
        onZoomIn={() => axis.zoom(ZOOM_STEP)}
        onZoomOut={() => axis.zoom(1 / ZOOM_STEP)}
        onFitAll={axis.fitAll}
        onExportSvg={() => downloadSvg(timelineSvg(drawing()), fileName)}
        onExportPng={() => void downloadPng(timelineSvg(drawing()), fileName)}
      />
      <div
        ref={stage}
        className={`timeline-view__stage${labelsWaiting ? ' timeline-view__stage--moving' : ''}`}
        tabIndex={0}
        role="group"
        aria-label={t('timelineView.stageHelp')}
        onKeyDown={onStageKey}
        onScroll={keepUnscrolled}
        {...axis.gestures}
      >
        <div className="timeline-view__track" style={trackStyle}>
          <div className="timeline-view__eras" aria-hidden="true">
            {eras.map((era) => (
              <div
                key={era.id}
                className={`timeline-view__era timeline-view__era--${era.id}`}
                style={{
                  left: trackPercent(bounds, era.from),
                  width: spanPercent(bounds, era.to - era.from),
                }}
              />
            ))}
          </div>
          {placedLanes.map(({ lane, placed }, index) => (
            <TimelineLaneView
              key={lane.id}
              titleId={titleIdOf(index)}
              track={bounds}
              placed={placed}
              layout={layouts[index]!}
              onOpen={openEvent}
              onReveal={axis.reveal}
              onZoomTo={zoomTo}
            />
          ))}
          <ol className="timeline-view__axis" aria-hidden="true">
            {ticks.years.map((year) => (
              <li
                key={year}
                className="timeline-view__tick"
                style={{ left: trackPercent(bounds, axisPosition(year)) }}
              >
                {formatYear(year, language)}
              </li>
            ))}
          </ol>
        </div>
        <div className="timeline-view__overlay" aria-hidden="true">
          <ul className="timeline-view__era-names">
            {eras.map((era) => {
              const left = Math.max(0, (era.from - view.from) * pixelsPerYear);
              const right = (era.to - view.from) * pixelsPerYear;
              return right - left > 90 && left < width ? (
                <li key={era.id} style={{ left: `${left}px` }}>
                  {t(`timelineView.eras.${era.id}`)}
                </li>
              ) : null;
            })}
          </ul>
        </div>
        {placedLanes.map(({ lane }, index) => (
          <h3
            key={lane.id}
            id={titleIdOf(index)}
            className="timeline-view__lane-title"
            style={{ top: `calc(${index} * var(--lane-height) + 1.6rem)` }}
          >
            {lane.title}
          </h3>
        ))}
      </div>
    </section>
  );
}
