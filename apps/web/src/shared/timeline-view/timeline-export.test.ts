import { describe, expect, it } from 'vitest';
import { axisPosition, eraBands } from '@chronodeck/timeline-axis';
import { laneLayout, placedEvents } from './timeline-lanes';
import { timelineSvg } from './timeline-export';

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
      eras: eraBands(2026).map((era) => ({ ...era, name: era.id })),
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
});
