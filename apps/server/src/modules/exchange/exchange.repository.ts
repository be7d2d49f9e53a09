import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserQuotas } from '@chronodeck/contract';
import type { ExchangeCard } from '@chronodeck/exchange';
import type { Database } from '../../db/client';
import { insertDeckCards } from '../../db/deck-cards';
import { ensureRoom, lockOwner } from '../../db/quota';
import {
  classDeckEvents,
  classDecks,
  classes,
  classMembers,
  deckEvents,
  decks,
  timelineEvents,
} from '../../db/schema';

/** A deck's cards as the exchange formats carry them, under the deck's title. */
export interface ExportedDeck {
  title: string;
  cards: ExchangeCard[];
}

const cardColumns = <T extends typeof deckEvents | typeof classDeckEvents | typeof timelineEvents>(
  table: T,
) => ({
  year: table.year,
  title: table.title,
  description: table.description,
  category: table.category,
});

/** The cards each export reads and each import writes, each query scoped to its owner. */
export function createExchangeRepository(db: Database, quotas: UserQuotas) {
  return {
    /**
     * Adds the cards to the student's deck of that title, creating it if they have none, all or
     * nothing: in one transaction holding the owner's row, so the deck and card quotas count what
     * concurrent changes stored, and a full collection (QUOTA_EXCEEDED) saves nothing at all.
     */
    async importIntoDeck(ownerId: string, title: string, cards: readonly ExchangeCard[]) {
      await db.transaction(async (tx) => {
        await lockOwner(tx, ownerId);
        const ownDecks = tx.select({ id: decks.id }).from(decks).where(eq(decks.ownerId, ownerId));
        let [deck] = await tx
          .select({ id: decks.id })
          .from(decks)
          .where(and(eq(decks.ownerId, ownerId), eq(decks.title, title)));
        if (!deck) {
          ensureRoom(quotas, 'decks', await tx.$count(decks, eq(decks.ownerId, ownerId)));
          [deck] = await tx.insert(decks).values({ ownerId, title }).returning({ id: decks.id });
        }
        const deckId = deck!.id;
        const inDeck = await tx.$count(deckEvents, eq(deckEvents.deckId, deckId));
        ensureRoom(quotas, 'cardsPerDeck', inDeck, cards.length);
        const inAllDecks = await tx.$count(deckEvents, inArray(deckEvents.deckId, ownDecks));
        ensureRoom(quotas, 'deckCards', inAllDecks, cards.length);
        await insertDeckCards(tx, deckEvents, deckId, cards);
      });
    },

    /** The student's own deck of that title, else a shared deck of that title; null if neither. */
    async studentDeck(studentId: string, title: string): Promise<ExportedDeck | null> {
      const [own] = await db
        .select({ id: decks.id })
        .from(decks)
        .where(and(eq(decks.ownerId, studentId), eq(decks.title, title)));
      if (own) {
        const cards = await db
          .select(cardColumns(deckEvents))
          .from(deckEvents)
          .where(eq(deckEvents.deckId, own.id))
          .orderBy(asc(deckEvents.createdAt), asc(deckEvents.id));
        return { title, cards };
      }
      const [shared] = await db
        .select({ id: classDecks.id })
        .from(classDecks)
        .innerJoin(
          classMembers,
          and(eq(classMembers.classId, classDecks.classId), eq(classMembers.studentId, studentId)),
        )
        .where(eq(classDecks.title, title))
        .orderBy(asc(classMembers.joinedAt))
        .limit(1);
      return shared ? { title, cards: await classDeckCards(shared.id) } : null;
    },

    /** A deck of the teacher's class; null when the class is not theirs or has no such deck. */
    async classDeck(
      teacherId: string,
      classId: string,
      title: string,
    ): Promise<ExportedDeck | null> {
      const [deck] = await db
        .select({ id: classDecks.id })
        .from(classDecks)
        .innerJoin(classes, eq(classes.id, classDecks.classId))
        .where(
          and(
            eq(classes.id, classId),
            eq(classes.teacherId, teacherId),
            eq(classDecks.title, title),
          ),
        );
      return deck ? { title, cards: await classDeckCards(deck.id) } : null;
    },

    /** The student's timeline events, earliest year first. */
    timeline: (studentId: string): Promise<ExchangeCard[]> =>
      db
        .select(cardColumns(timelineEvents))
        .from(timelineEvents)
        .where(eq(timelineEvents.userId, studentId))
        .orderBy(asc(timelineEvents.year), asc(timelineEvents.createdAt), asc(timelineEvents.id)),
  };

  function classDeckCards(deckId: string): Promise<ExchangeCard[]> {
    return db
      .select(cardColumns(classDeckEvents))
      .from(classDeckEvents)
      .where(eq(classDeckEvents.deckId, deckId))
      .orderBy(asc(classDeckEvents.createdAt), asc(classDeckEvents.id));
  }
}

export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;
