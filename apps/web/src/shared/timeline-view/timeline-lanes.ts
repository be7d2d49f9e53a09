import {
  axisPosition,
  layoutLabels,
  type AxisView,
  type LabelCluster,
  type LabelLayout,
} from '@chronodeck/timeline-axis';

/** Anything with a year and a title can go on the timeline. */
export interface TimelineEvent {
  _id: string;
  year: number;
  title: string;
}

/** One row of the timeline: a category, a deck, a student's own events… */
export interface TimelineLane<Event extends TimelineEvent = TimelineEvent> {
  id: string;
  title: string;
  events: readonly Event[];
}

/** Label rows above each lane's line; what does not fit is clustered. */
export const LABEL_ROWS = 4;
const LABEL_MAX_WIDTH = 180;
const CHARACTER_WIDTH = 6.6;
const LABEL_PADDING = 18;

/** About how wide a label draws (the stylesheet caps it at LABEL_MAX_WIDTH and ellipsises). */
export const labelWidth = (title: string) =>
  Math.min(LABEL_MAX_WIDTH, title.length * CHARACTER_WIDTH + LABEL_PADDING);

/** A lane's events in time order, with their axis positions. */
export function placedEvents<Event extends TimelineEvent>(lane: TimelineLane<Event>) {
  return lane.events
    .map((event) => ({ event, position: axisPosition(event.year) }))
    .sort((a, b) => a.position - b.position || a.event.title.localeCompare(b.event.title));
}

/**
 * A lane's rows and clusters, with the zoom they were laid out for: clusters are in pixels at
 * that zoom, which may lag behind the view's while a gesture runs.
 */
export interface LaneLayout extends LabelLayout {
  pixelsPerYear: number;
}

/**
 * Rows and clusters of one lane at `pixelsPerYear`. Panning does not change it (only where the
 * view starts), so it is worked out again only when the zoom changes. Before the stage has a
 * width there is no zoom to lay out for: nothing is labelled or clustered yet.
 */
export function laneLayout(
  placed: readonly { event: TimelineEvent; position: number }[],
  pixelsPerYear: number,
): LaneLayout {
  if (!(pixelsPerYear > 0)) return { rows: new Map(), clusters: [], pixelsPerYear };
  const layout = layoutLabels(
    placed.map(({ event, position }) => ({
      id: event._id,
      x: position * pixelsPerYear,
      width: labelWidth(event.title),
    })),
    LABEL_ROWS,
  );
  return { ...layout, pixelsPerYear };
}

/**
 * The axis positions a cluster covers, from its first event to its last. Its pixels are at the
 * layout's zoom, not the view's: the one way to read them, for the screen and the export alike.
 */
export const clusterSpan = (layout: LaneLayout, cluster: LabelCluster) => ({
  from: cluster.from / layout.pixelsPerYear,
  to: cluster.to / layout.pixelsPerYear,
});

/** Pixels from the stage's left edge for an axis position. */
export const pixelOf = (view: AxisView, width: number, position: number) =>
  ((position - view.from) / (view.to - view.from)) * width;

/** Beyond this many categories, a list is one lane: more would not fit a screen. */
const MAX_CATEGORY_LANES = 5;

/**
 * A list of dated events as lanes, one per category (in order of first appearance) so they can be
 * compared; one lane named `title` when there is a single category or too many.
 */
export function lanesByCategory<Event extends TimelineEvent & { category: string }>(
  events: readonly Event[],
  title: string,
): TimelineLane<Event>[] {
  const byCategory = new Map<string, Event[]>();
  for (const event of events) {
    const category = event.category.trim();
    byCategory.set(category, [...(byCategory.get(category) ?? []), event]);
  }
  if (byCategory.size <= 1 || byCategory.size > MAX_CATEGORY_LANES || byCategory.has(''))
    return [{ id: 'all', title, events }];
  return [...byCategory].map(([category, laneEvents]) => ({
    id: category,
    title: category,
    events: laneEvents,
  }));
}
