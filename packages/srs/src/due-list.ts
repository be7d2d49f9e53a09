import type { MemoryState } from '@chronodeck/contract';

/** A card the student can study, with its memory (null if never reviewed). */
export interface CardWithMemory {
  memory: MemoryState | null;
}

export interface NewCardAllowance {
  /** The student's daily new-card limit. */
  dailyNewCards: number;
  /** New cards already introduced today. */
  introducedToday: number;
}

export interface DueSelection<Card extends CardWithMemory> {
  /** Due cards most overdue first, then new cards in the order given, up to today's allowance. */
  cards: Card[];
  /** New cards left for another day. */
  newCardsWaiting: number;
  /** The earliest due time among the other cards; null if none is scheduled. */
  nextDueAt: string | null;
}

const isNew = (card: CardWithMemory) => card.memory === null || card.memory.state === 'new';

/**
 * The review queue at `now`: what is due, then as many new cards (in deck order) as today's
 * allowance still has room for — the same rule on the server and in a guest's browser.
 */
export function selectDueCards<Card extends CardWithMemory>(
  cards: readonly Card[],
  now: Date,
  allowance: NewCardAllowance,
): DueSelection<Card> {
  const at = now.getTime();
  const due: Card[] = [];
  const fresh: Card[] = [];
  let nextDueAt: number | null = null;
  for (const card of cards) {
    if (isNew(card)) {
      fresh.push(card);
      continue;
    }
    const dueAt = Date.parse(card.memory!.due);
    if (dueAt <= at) due.push(card);
    else if (nextDueAt === null || dueAt < nextDueAt) nextDueAt = dueAt;
  }
  due.sort((a, b) => Date.parse(a.memory!.due) - Date.parse(b.memory!.due));
  const room = Math.max(0, allowance.dailyNewCards - allowance.introducedToday);
  return {
    cards: [...due, ...fresh.slice(0, room)],
    newCardsWaiting: Math.max(0, fresh.length - room),
    nextDueAt: nextDueAt === null ? null : new Date(nextDueAt).toISOString(),
  };
}
