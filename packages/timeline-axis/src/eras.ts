import { axisPosition, type AxisBounds } from './axis';

export const ERA_IDS = ['ancient', 'medieval', 'earlyModern', 'modern', 'contemporary'] as const;
export type EraId = (typeof ERA_IDS)[number];

/**
 * The usual periods of Western school history, by the events that close them: the fall of the
 * Western Roman Empire (476), of Constantinople (1453), the French Revolution (1789), the First
 * World War (1914). Antiquity has no start here: it begins wherever the axis does.
 */
const ERA_STARTS: Record<Exclude<EraId, 'ancient'>, number> = {
  medieval: 476,
  earlyModern: 1453,
  modern: 1789,
  contemporary: 1914,
};

export interface EraBand {
  id: EraId;
  /** Axis positions where the era starts and ends. */
  from: number;
  to: number;
}

const startOf = (id: EraId, bounds: AxisBounds) =>
  id === 'ancient' ? bounds.from : axisPosition(ERA_STARTS[id]);

/** The era bands across the whole axis, from its first year to its last. */
export function eraBands(bounds: AxisBounds): EraBand[] {
  return ERA_IDS.map((id, index) => {
    const next = ERA_IDS[index + 1];
    return { id, from: startOf(id, bounds), to: next ? startOf(next, bounds) : bounds.to };
  });
}
