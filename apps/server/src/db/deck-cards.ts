import type { Database } from './client';
import type { classDeckEvents, deckEvents } from './schema';

/** Cards written per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 500;

interface CardFields {
  year: number;
  title: string;
  description: string;
  category: string;
}

/**
 * Adds many cards to a deck (a student's or a class's) in batches, within the caller's
 * transaction. Deck cards are shown in the order they were added: one millisecond apart keeps the
 * order the cards came in (a file's rows, say).
 */
export async function insertDeckCards(
  tx: Database,
  table: typeof deckEvents | typeof classDeckEvents,
  deckId: string,
  cards: readonly CardFields[],
): Promise<void> {
  const addedFrom = Date.now();
  for (let start = 0; start < cards.length; start += INSERT_BATCH) {
    const batch = cards.slice(start, start + INSERT_BATCH).map((card, index) => ({
      year: card.year,
      title: card.title,
      description: card.description,
      category: card.category,
      deckId,
      createdAt: new Date(addedFrom + start + index),
    }));
    await tx.insert(table).values(batch);
  }
}
