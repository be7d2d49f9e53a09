import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { layoutLabels, type LabelBox } from './label-layout';

const box = (id: string, x: number, width = 100): LabelBox => ({ id, x, width });

describe('label layout', () => {
  it('puts labels side by side on the first row when there is room', () => {
    const layout = layoutLabels([box('a', 0), box('b', 120), box('c', 240)], 3);
    expect([...layout.rows.values()]).toEqual([0, 0, 0]);
    expect(layout.clusters).toEqual([]);
  });

  it('stacks close labels on the next rows', () => {
    const layout = layoutLabels([box('a', 0), box('b', 20), box('c', 40)], 3);
    expect(Object.fromEntries(layout.rows)).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('clusters what does not fit, with a count, and opens it up when zoomed in', () => {
    const dense = Array.from({ length: 10 }, (_, index) => box(`e${index}`, index * 5));
    const crowded = layoutLabels(dense, 3);
    expect(crowded.rows.size).toBe(3);
    expect(crowded.clusters).toEqual([
      { ids: ['e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9'], from: 15, to: 45 },
    ]);
    expect(layoutLabels(dense, 3, 8, 10).clusters.map((cluster) => cluster.ids.length)).toEqual([
      4, 3,
    ]);
    const zoomedIn = layoutLabels(
      dense.map((each) => ({ ...each, x: each.x * 30 })),
      3,
    );
    expect(zoomedIn.clusters).toEqual([]);
  });

  it('never lets two labels on a row overlap, and accounts for every event once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 10, max: 200 })), {
          maxLength: 80,
        }),
        fc.integer({ min: 1, max: 5 }),
        (items, rowCount) => {
          const boxes = items
            .map(([x, width], index) => box(String(index), x, width))
            .sort((a, b) => a.x - b.x);
          const { rows, clusters } = layoutLabels(boxes, rowCount);
          const clustered = clusters.flatMap((cluster) => cluster.ids);
          expect(rows.size + clustered.length).toBe(boxes.length);
          clusters.slice(1).forEach((cluster, index) => {
            expect(cluster.from).toBeGreaterThanOrEqual(clusters[index]!.from + 48);
          });
          for (let row = 0; row < rowCount; row++) {
            const onRow = boxes.filter((each) => rows.get(each.id) === row);
            onRow.slice(1).forEach((each, index) => {
              const before = onRow[index]!;
              expect(each.x).toBeGreaterThanOrEqual(before.x + before.width);
            });
          }
        },
      ),
    );
  });
});
