import { describe, expect, it } from 'vitest';
import { axisBounds, axisPosition, eraBands } from '@chronodeck/timeline-axis';
import { laneLayout, pixelOf, placedEvents } from './timeline-lanes';
import { timelineSvg } from './timeline-export';

const NOW = 2026;

const events = [
  { _id: 'a', year: -44, title: 'Caesar <assassinated> & "mourned"' },
  { _id: 'b', year: 14, title: 'Death of Augustus' },
];

describe('the timeline export', () => {
  it('draws the view as a standalone SVG document, titles escaped', () => {
    const placed = placedEvents({ id: 'rome', title: 'Rome', events });
    const view = { from: axisPosition(-60), to: axisPosition(30) };
    const svg = timelineSvg({
      view,
      width: 900,
      eras: eraBands(axisBounds([], NOW)).map((era) => ({ ...era, name: era.id })),
      ticks: [
        { year: -50, label: '50 BCE' },
        { year: 1, label: '1' },
      ],
      lanes: [{ title: 'Rome', placed, layout: laneLayout(placed, 10) }],
      clusterLabel: (count) => `+${count}`,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const texts = [...document.querySelectorAll('text')].map((text) => text.textContent);
    // Long titles are cut as on screen; what remains keeps its markup characters as text.
    expect(texts).toContain('Caesar <assassinated> & "…');
    expect(texts).toContain('Death of Augustus');
    expect(texts).toContain('50 BCE');
    expect(texts).toContain('Rome');
    expect(document.documentElement.getAttribute('width')).toBe('900');
  });

  it("draws each cluster's count over its first event, whatever zoom the labels were laid out at", () => {
    const dense = Array.from({ length: 40 }, (_, index) => ({
      _id: `e${index}`,
      year: 1800 + index,
      title: `Event ${index}`,
    }));
    const placed = placedEvents({ id: 'dense', title: 'Dense', events: dense });
    // Laid out at 2 px a year, as after a zoom-out gesture settled, then zoomed in to 15 px a year.
    const layout = laneLayout(placed, 2);
    expect(layout.clusters.length).toBeGreaterThan(0);
    const view = { from: axisPosition(1790), to: axisPosition(1850) };
    const width = 900;
    const svg = timelineSvg({
      view,
      width,
      eras: [],
      ticks: [],
      lanes: [{ title: 'Dense', placed, layout }],
      clusterLabel: (count) => `+${count}`,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const badges = [...document.querySelectorAll('text')].filter((text) =>
      text.textContent?.startsWith('+'),
    );
    const expected = layout.clusters.map((cluster) => {
      const first = placed.find((each) => each.event._id === cluster.ids[0])!;
      return pixelOf(view, width, first.position);
    });
    expect(badges).toHaveLength(expected.length);
    badges.forEach((badge, index) =>
      expect(Number(badge.getAttribute('x'))).toBeCloseTo(expected[index]!, 6),
    );
    for (const x of expected) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width);
    }
  });
});
