/** An event's label on one lane: where it starts (pixels from the left) and how wide it is. */
export interface LabelBox {
  id: string;
  x: number;
  width: number;
}

/** Events too close to be labelled one by one: one marker with their count. */
export interface LabelCluster {
  ids: string[];
  /** From the first to the last of them, in pixels. */
  from: number;
  to: number;
}

export interface LabelLayout {
  /** The row (0 = nearest the axis) of each labelled event. */
  rows: Map<string, number>;
  clusters: LabelCluster[];
}

/**
 * Labels that never overlap: each goes on the first of `rowCount` rows with room for it (`gap`
 * pixels after the previous label); an event finding none joins a cluster. A cluster's badge is
 * `clusterWidth` pixels wide, so every event under it joins it too, and badges never overlap
 * either. Zooming in spreads the events, so clusters open up. `boxes` must be in time order.
 */
export function layoutLabels(
  boxes: readonly LabelBox[],
  rowCount: number,
  gap = 8,
  clusterWidth = 48,
): LabelLayout {
  const rowEnds: number[] = Array.from({ length: rowCount }, () => Number.NEGATIVE_INFINITY);
  const rows = new Map<string, number>();
  const clusters: LabelCluster[] = [];
  for (const box of boxes) {
    const last = clusters.at(-1);
    if (last && box.x < last.from + clusterWidth + gap) {
      last.ids.push(box.id);
      last.to = box.x;
      continue;
    }
    const row = rowEnds.findIndex((end) => end + gap <= box.x);
    if (row === -1) {
      clusters.push({ ids: [box.id], from: box.x, to: box.x });
      continue;
    }
    rows.set(box.id, row);
    rowEnds[row] = box.x + box.width;
  }
  return { rows, clusters };
}
