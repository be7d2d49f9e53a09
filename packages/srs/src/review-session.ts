import type { MemoryState } from '@chronodeck/contract';

/**
 * A card rated into a short step (again: 1 minute, good on a new card: 10 minutes) comes back in
 * the same sitting when it is due within this window, as Anki's learn-ahead limit does.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

export interface SessionCard {
  key: string;
  memory: MemoryState | null;
}

export interface ReviewSession<Card extends SessionCard> {
  /** Cards still to show, the current one first. */
  queue: readonly Card[];
  flipped: boolean;
  /** Ratings given in this sitting. */
  reviewed: number;
}

export const startReviewSession = <Card extends SessionCard>(
  cards: readonly Card[],
): ReviewSession<Card> => ({ queue: cards, flipped: false, reviewed: 0 });

export const currentReviewCard = <Card extends SessionCard>(
  session: ReviewSession<Card>,
): Card | undefined => session.queue[0];

export const flipReviewCard = <Card extends SessionCard>(
  session: ReviewSession<Card>,
): ReviewSession<Card> =>
  session.queue.length ? { ...session, flipped: !session.flipped } : session;

/**
 * The current card was rated and now has `memory`: it leaves the queue, or goes back behind the
 * cards that are due before it when its next step falls within the learn-ahead window.
 */
export function rateReviewCard<Card extends SessionCard>(
  session: ReviewSession<Card>,
  memory: MemoryState,
  now: Date,
): ReviewSession<Card> {
  const [current, ...rest] = session.queue;
  if (!current) return session;
  const dueAt = Date.parse(memory.due);
  const queue =
    dueAt - now.getTime() <= LEARN_AHEAD_MS
      ? insertByDue(rest, { ...current, memory }, dueAt)
      : rest;
  return { queue, flipped: false, reviewed: session.reviewed + 1 };
}

/** Back into the queue after the cards already waiting that are due no later than it. */
function insertByDue<Card extends SessionCard>(
  queue: readonly Card[],
  card: Card,
  dueAt: number,
): Card[] {
  const dueOf = (waiting: Card) => (waiting.memory ? Date.parse(waiting.memory.due) : 0);
  const index = queue.findIndex(
    (waiting) => waiting.memory?.state !== 'new' && dueOf(waiting) > dueAt,
  );
  return index === -1 ? [...queue, card] : [...queue.slice(0, index), card, ...queue.slice(index)];
}

/** The current card left the sitting without a rating (it was deleted from its deck meanwhile). */
export const skipReviewCard = <Card extends SessionCard>(
  session: ReviewSession<Card>,
): ReviewSession<Card> => ({ ...session, queue: session.queue.slice(1), flipped: false });
