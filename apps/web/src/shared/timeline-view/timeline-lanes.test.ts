import { describe, expect, it } from 'vitest';
import { axisPosition } from '@chronodeck/timeline-axis';
import { clusterSpan, laneLayout, lanesByCategory, placedEvents } from './timeline-lanes';

const event = (id: string, year: number, category = 'France') => ({
  _id: id,
  year,
  title: `Event ${id}`,
  category,
});

describe('timeline lanes', () => {
  it('puts a lane in time order, BCE first, with its axis positions', () => {
    const placed = placedEvents({
      id: 'all',
      title: 'All',
      events: [event('b', 14), event('a', -44), event('c', 1815)],
    });
    expect(placed.map((each) => each.event._id)).toEqual(['a', 'b', 'c']);
    expect(placed[1]!.position - placed[0]!.position).toBe(57);
    expect(placed[2]!.position).toBe(axisPosition(1815));
  });

  it('gives each category its lane to compare, and one lane when there is nothing to compare', () => {
    const events = [event('a', 1789), event('b', 1822, 'Brazil'), event('c', 1815)];
    expect(
      lanesByCategory(events, 'My Studies').map((lane) => [lane.title, lane.events.length]),
    ).toEqual([
      ['France', 2],
      ['Brazil', 1],
    ]);
    expect(lanesByCategory([event('a', 1789), event('c', 1815)], 'My Studies')).toEqual([
      { id: 'all', title: 'My Studies', events: [event('a', 1789), event('c', 1815)] },
    ]);
    const many = Array.from({ length: 6 }, (_, index) => event(String(index), 1800, `C${index}`));
    expect(lanesByCategory(many, 'My Studies')).toHaveLength(1);
  });

  it('lays labels out the same wherever the view has panned, since only the zoom matters', () => {
    const placed = placedEvents({
      id: 'all',
      title: 'All',
      events: Array.from({ length: 40 }, (_, index) => event(String(index), 1800 + index)),
    });
    const close = laneLayout(placed, 2);
    const far = laneLayout(placed, 40);
    expect(close.clusters.length).toBeGreaterThan(0);
    expect(far.clusters).toEqual([]);
    expect(far.rows.size).toBe(40);
  });

  it('reads clusters back as years at the zoom they were laid out for, and waits for a width', () => {
    const placed = placedEvents({
      id: 'all',
      title: 'All',
      events: Array.from({ length: 40 }, (_, index) => event(String(index), 1800 + index)),
    });
    for (const pixelsPerYear of [2, 5]) {
      const layout = laneLayout(placed, pixelsPerYear);
      for (const cluster of layout.clusters) {
        const first = placed.find((each) => each.event._id === cluster.ids[0])!;
        const last = placed.find((each) => each.event._id === cluster.ids.at(-1))!;
        expect(clusterSpan(layout, cluster)).toEqual({ from: first.position, to: last.position });
      }
    }
    // Before the stage is measured there is no zoom: nothing is labelled or clustered yet.
    expect(laneLayout(placed, 0)).toMatchObject({ rows: new Map(), clusters: [] });
  });
});
