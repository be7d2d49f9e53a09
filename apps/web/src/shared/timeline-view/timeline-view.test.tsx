import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStageWidth } from './stage-width.test-support';
import type { TimelineEvent, TimelineLane } from './timeline-lanes';
import TimelineView from './timeline-view';

const STAGE_WIDTH = 1000;

beforeEach(() => stubStageWidth(STAGE_WIDTH));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (id: string, year: number, title: string): TimelineEvent => ({
  _id: id,
  year,
  title,
});

const waterloo = event('waterloo', 1815, 'Battle of Waterloo');
/** Two categories with spaces in their names, sharing one event, each given out of time order. */
const LANES: TimelineLane[] = [
  {
    id: 'Modern European History',
    title: 'Modern European History',
    events: [waterloo, event('bastille', 1789, 'Storming of the Bastille')],
  },
  {
    id: 'Brazilian History',
    title: 'Brazilian History',
    events: [
      event('independence', 1822, 'Brazil declares independence'),
      waterloo,
      event('cabral', 1500, 'Cabral reaches Brazil'),
    ],
  },
];

function renderTimeline(lanes: readonly TimelineLane[] = LANES) {
  const onOpen = vi.fn();
  render(<TimelineView lanes={lanes} onOpen={onOpen} fileName="test" />);
  return { onOpen, timeline: screen.getByRole('region', { name: 'Timeline' }) };
}

/** The lanes' lists, top to bottom. */
function lists(timeline: HTMLElement): [HTMLElement, HTMLElement] {
  const [first, second] = within(timeline).getAllByRole('list');
  if (!first || !second) throw new Error('expected two lanes');
  return [first, second];
}
const buttonsOf = (list: HTMLElement) => within(list).getAllByRole('button');
const tabStops = (list: HTMLElement) =>
  buttonsOf(list).filter((button) => button.getAttribute('tabindex') === '0');

describe('the timeline lanes', () => {
  it('name each list after its lane, whatever characters the lane title holds', () => {
    const { timeline } = renderTimeline();
    expect(within(timeline).getByRole('list', { name: 'Modern European History' })).toBeTruthy();
    expect(within(timeline).getByRole('list', { name: 'Brazilian History' })).toBeTruthy();
  });

  it('give no two elements one id, even for an event both lanes show', () => {
    const { timeline } = renderTimeline();
    const ids = [...timeline.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(new Set(ids).size);
    for (const list of within(timeline).getAllByRole('list')) {
      expect(list.getAttribute('aria-labelledby')).not.toMatch(/\s/);
    }
  });

  it('keep one tab stop per lane, so Tab reaches the next lane after moving in the first', async () => {
    const user = userEvent.setup();
    const { timeline } = renderTimeline();
    const [europe, brazil] = lists(timeline);
    expect(tabStops(europe).map((button) => button.getAttribute('aria-label'))).toEqual([
      '1789 — Storming of the Bastille',
    ]);
    expect(tabStops(brazil).map((button) => button.getAttribute('aria-label'))).toEqual([
      '1500 — Cabral reaches Brazil',
    ]);

    await user.click(
      within(europe).getByRole('button', { name: '1789 — Storming of the Bastille' }),
    );
    await user.keyboard('{ArrowRight}');
    const europeWaterloo = within(europe).getByRole('button', {
      name: '1815 — Battle of Waterloo',
    });
    expect(document.activeElement).toBe(europeWaterloo);
    // The last event of the lane: → stays in it rather than leaving for another lane.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(europeWaterloo);
    expect(tabStops(europe)).toEqual([europeWaterloo]);
    expect(tabStops(brazil)).toHaveLength(1);

    await user.tab();
    expect(document.activeElement).toBe(
      within(brazil).getByRole('button', { name: '1500 — Cabral reaches Brazil' }),
    );
  });

  it('move in time order within a lane, and to its own copy of an event both lanes show', async () => {
    const user = userEvent.setup();
    const { timeline, onOpen } = renderTimeline();
    const [, brazil] = lists(timeline);
    await user.click(within(brazil).getByRole('button', { name: '1500 — Cabral reaches Brazil' }));
    await user.keyboard('{ArrowRight}');
    const brazilWaterloo = within(brazil).getByRole('button', {
      name: '1815 — Battle of Waterloo',
    });
    expect(document.activeElement).toBe(brazilWaterloo);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      '1822 — Brazil declares independence',
    );
    await user.keyboard('{Home}');
    await user.keyboard('{End}');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(brazilWaterloo);
    expect(tabStops(brazil)).toEqual([brazilWaterloo]);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(waterloo);
  });
});

/** Pixels from the stage's left edge where each event's dot sits, from the track's styles. */
function eventPixels(timeline: HTMLElement): number[] {
  const track = timeline.querySelector<HTMLElement>('.timeline-view__track')!;
  const width = Number.parseFloat(track.style.width);
  const shift = Number.parseFloat(/translateX\((-?[\d.e+-]+)px\)/.exec(track.style.transform)![1]!);
  return [...timeline.querySelectorAll<HTMLElement>('.timeline-view__event')].map(
    (item) => shift + (Number.parseFloat(item.style.left) / 100) * width,
  );
}

describe('the timeline axis', () => {
  it('reaches events older than 3500 BCE and later than this year, and Fit all shows them', async () => {
    const user = userEvent.setup();
    const { timeline } = renderTimeline([
      {
        id: 'all',
        title: 'Everything',
        events: [
          event('monte-verde', -9500, 'People at Monte Verde'),
          event('plan', new Date().getFullYear() + 10, 'My planned trip'),
          waterloo,
        ],
      },
    ]);
    const inView = () =>
      eventPixels(timeline).every((x) => Number.isFinite(x) && x >= 0 && x <= STAGE_WIDTH);
    await waitFor(() => expect(inView()).toBe(true));
    for (const item of timeline.querySelectorAll<HTMLElement>('.timeline-view__event')) {
      const left = Number.parseFloat(item.style.left);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(100);
    }
    const zoomIn = within(timeline).getByRole('button', { name: 'Zoom in' });
    for (let press = 0; press < 4; press++) await user.click(zoomIn);
    await waitFor(() => expect(inView()).toBe(false));
    fireEvent.click(within(timeline).getByRole('button', { name: 'Fit all' }));
    await waitFor(() => expect(inView()).toBe(true));
  });

  it('brings an event focused by keyboard into view', async () => {
    const user = userEvent.setup();
    const { timeline } = renderTimeline([
      {
        id: 'all',
        title: 'Everything',
        events: [event('monte-verde', -9500, 'People at Monte Verde'), waterloo],
      },
    ]);
    const zoomIn = within(timeline).getByRole('button', { name: 'Zoom in' });
    await waitFor(() => expect(eventPixels(timeline).every(Number.isFinite)).toBe(true));
    for (let press = 0; press < 6; press++) await user.click(zoomIn);
    const oldest = within(timeline).getByRole('button', {
      name: '9500 BCE — People at Monte Verde',
    });
    await user.click(within(timeline).getByRole('button', { name: '1815 — Battle of Waterloo' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(oldest);
    await waitFor(() => {
      const [x = Number.NaN] = eventPixels(timeline);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(STAGE_WIDTH);
    });
  });

  it('undoes the scroll a browser makes to show an event focused out of view: the view pans', () => {
    const { timeline } = renderTimeline();
    const stage = within(timeline).getByRole('group');
    // What Chrome does when Tab lands on an event beyond the edge of a hidden overflow.
    stage.scrollLeft = 1111;
    fireEvent.scroll(stage);
    expect(stage.scrollLeft).toBe(0);
  });
});
