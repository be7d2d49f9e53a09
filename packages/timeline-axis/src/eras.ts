import { axisPosition, FIRST_YEAR } from './axis';

export const ERA_IDS = ['ancient', 'medieval', 'earlyModern', 'modern', 'contemporary'] as const;
export type EraId = (typeof ERA_IDS)[number];

/**
 * The usual periods of Western school history, by the events that close them: the fall of the
 * Western Roman Empire (476), of Constantinople (1453), the French Revolution (1789), the First
 * World War (1914).
 */
const ERA_STARTS: Record<EraId, number> = {
  ancient: FIRST_YEAR,
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

/** The era bands from the first year to `currentYear`. */
export function eraBands(currentYear: number): EraBand[] {
  return ERA_IDS.map((id, index) => {
    const next = ERA_IDS[index + 1];
    return {
      id,
      from: axisPosition(ERA_STARTS[id]),
      to: next ? axisPosition(ERA_STARTS[next]) : axisPosition(currentYear) + 1,
    };
  });
}
