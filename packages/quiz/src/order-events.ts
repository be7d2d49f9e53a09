import type { QuizEvent } from './quiz-event';
import { shuffle, type Random } from './random';

export const ORDER_EVENT_COUNT = 5;

export type OrderState =
  | { phase: 'empty' }
  | { phase: 'ordering'; events: QuizEvent[] }
  | { phase: 'submitted'; events: QuizEvent[]; correct: boolean };

/** Years that never go down: ties may stand in either order. */
export function isChronological(events: readonly QuizEvent[]): boolean {
  return events.every((event, index) => index === 0 || events[index - 1]!.year <= event.year);
}

/** Five events at random, shuffled; none at all gives the empty state (SPEC.md §5). */
export function startOrder(events: readonly QuizEvent[], random: Random): OrderState {
  const picked = shuffle(events, random).slice(0, ORDER_EVENT_COUNT);
  return picked.length === 0 ? { phase: 'empty' } : { phase: 'ordering', events: picked };
}

/** Moves one event to another place, as a drag or the keyboard does. */
export function moveEvent(state: OrderState, from: number, to: number): OrderState {
  if (state.phase !== 'ordering') return state;
  const { events } = state;
  if (from === to || !events[from] || to < 0 || to >= events.length) return state;
  const reordered = [...events];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  return { phase: 'ordering', events: reordered };
}

/** Submitting reveals the verdict; there is no retry (SPEC.md §4). */
export function submitOrder(state: OrderState): OrderState {
  if (state.phase !== 'ordering') return state;
  return { phase: 'submitted', events: state.events, correct: isChronological(state.events) };
}
