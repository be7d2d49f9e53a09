import { and, asc, eq } from 'drizzle-orm';
import type { ExchangeCard } from '@chronodeck/exchange';
import type { Database } from '../../db/client';
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

/** The cards each export reads, each query scoped to who may see them. */
export function createExchangeRepository(db: Database) {
  return {
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
