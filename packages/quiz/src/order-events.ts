import { questionText, type EventText } from './question-text';
import type { QuizEvent } from './quiz-event';
import type { QuizResult } from './quiz-result';
import { shuffle, type Random } from './random';

export const ORDER_EVENT_COUNT = 5;

/** An event to put in place, and how it is shown until submitted: no card gives away a year. */
export interface OrderCard {
  event: QuizEvent;
  shown: EventText;
}

export type OrderState =
  | { phase: 'empty' }
  | { phase: 'ordering'; cards: OrderCard[] }
  | { phase: 'submitted'; cards: OrderCard[]; correct: boolean };

/** Years that never go down: ties may stand in either order. */
export function isChronological(events: readonly QuizEvent[]): boolean {
  return events.every((event, index) => index === 0 || events[index - 1]!.year <= event.year);
}

/**
 * Which events stand where the chronological order has them: a place is right when its year is
 * the year that place holds in the sorted order, so tied events may swap. All are right exactly
 * when the order is chronological.
 */
export function rightPlaces(events: readonly QuizEvent[]): boolean[] {
  const sortedYears = events.map((event) => event.year).sort((a, b) => a - b);
  return events.map((event, index) => event.year === sortedYears[index]);
}

/** The cards for these events: each hides every dealt year, so one cannot date another. */
export function orderCards(events: readonly QuizEvent[]): OrderCard[] {
  const years = events.map((event) => event.year);
  return events.map((event) => ({ event, shown: questionText(event, years) }));
}

const eventsOf = (cards: readonly OrderCard[]) => cards.map((card) => card.event);

/** Five events at random, shuffled; none at all gives the empty state (SPEC.md §5). */
export function startOrder(events: readonly QuizEvent[], random: Random): OrderState {
  const picked = shuffle(events, random).slice(0, ORDER_EVENT_COUNT);
  return picked.length === 0
    ? { phase: 'empty' }
    : { phase: 'ordering', cards: orderCards(picked) };
}

/** Moves one card to another place, as a drag or the keyboard does. */
export function moveEvent(state: OrderState, from: number, to: number): OrderState {
  if (state.phase !== 'ordering') return state;
  const { cards } = state;
  if (from === to || !cards[from] || to < 0 || to >= cards.length) return state;
  const reordered = [...cards];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved!);
  return { phase: 'ordering', cards: reordered };
}

/** Submitting reveals the verdict; there is no retry (SPEC.md §4). */
export function submitOrder(state: OrderState): OrderState {
  if (state.phase !== 'ordering') return state;
  return {
    phase: 'submitted',
    cards: state.cards,
    correct: isChronological(eventsOf(state.cards)),
  };
}

/**
 * The order game is one question: 1 out of 1 for a chronological order, 0 otherwise. Its answers
 * say which events the player put in their right place.
 */
export function orderResult(state: OrderState): QuizResult | null {
  if (state.phase !== 'submitted') return null;
  const score = state.correct ? 1 : 0;
  const events = eventsOf(state.cards);
  const places = rightPlaces(events);
  const answers = events.map(({ id, title, year }, index) => ({
    question: 0,
    id,
    title,
    year,
    correct: places[index]!,
  }));
  return { score, total: 1, bestStreak: score, answers };
}
