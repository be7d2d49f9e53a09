import { and, asc, desc, eq } from 'drizzle-orm';
import type { ClassDeck, DatedEvent, Deck, QuizResult } from '@chronodeck/contract';
import type { Database } from '../../db/client';
import type { Page } from '../../db/paged-json';
import {
  classDeckEvents,
  classDecks,
  classes,
  classEvents,
  deckEvents,
  decks,
  quizResults,
  timelineEvents,
} from '../../db/schema';
import { toQuizResult } from '../quiz-results/quiz-results.repository';
import { toTimelineEvent } from '../timeline/timeline.repository';

/** A deck's header, without its cards, which are read page by page. */
export type DeckHeader = Omit<Deck, 'events'>;
export type ClassDeckHeader = Omit<ClassDeck, 'events'>;

/**
 * The export's reads, each a page of one list, so a whole account is never in memory at once.
 * Every order ends with the id, so pages neither skip nor repeat rows.
 */
export function createAccountExportRepository(db: Database) {
  return {
    async timeline(userId: string, { offset, limit }: Page): Promise<DatedEvent[]> {
      const rows = await db
        .select()
        .from(timelineEvents)
        .where(eq(timelineEvents.userId, userId))
        .orderBy(asc(timelineEvents.year), asc(timelineEvents.createdAt), asc(timelineEvents.id))
        .offset(offset)
        .limit(limit);
      return rows.map(toTimelineEvent);
    },

    /** A student's decks are at most USER_QUOTAS.decks: read at once, their cards by page. */
    async decks(ownerId: string): Promise<DeckHeader[]> {
      const rows = await db
        .select({ id: decks.id, title: decks.title })
        .from(decks)
        .where(eq(decks.ownerId, ownerId))
        .orderBy(asc(decks.createdAt), asc(decks.id));
      return rows.map((row) => ({
        _id: row.id,
        title: row.title,
        shared: false,
        teacherName: null,
        className: null,
      }));
    },

    async deckCards(deckId: string, { offset, limit }: Page): Promise<DatedEvent[]> {
      const rows = await db
        .select()
        .from(deckEvents)
        .where(eq(deckEvents.deckId, deckId))
        .orderBy(asc(deckEvents.createdAt), asc(deckEvents.id))
        .offset(offset)
        .limit(limit);
      return rows.map(toTimelineEvent);
    },

    async quizResults(userId: string, { offset, limit }: Page): Promise<QuizResult[]> {
      const rows = await db
        .select()
        .from(quizResults)
        .where(eq(quizResults.userId, userId))
        .orderBy(desc(quizResults.finishedAt), desc(quizResults.id))
        .offset(offset)
        .limit(limit);
      return rows.map(toQuizResult);
    },

    async classEvents(classId: string, { offset, limit }: Page): Promise<DatedEvent[]> {
      const rows = await db
        .select()
        .from(classEvents)
        .where(eq(classEvents.classId, classId))
        .orderBy(asc(classEvents.year), asc(classEvents.createdAt), asc(classEvents.id))
        .offset(offset)
        .limit(limit);
      return rows.map(toTimelineEvent);
    },

    /** A class's decks are at most USER_QUOTAS.classDecks: read at once, their cards by page. */
    async classDecks(teacherId: string, classId: string): Promise<ClassDeckHeader[]> {
      const rows = await db
        .select({ id: classDecks.id, title: classDecks.title })
        .from(classDecks)
        .innerJoin(classes, eq(classes.id, classDecks.classId))
        .where(and(eq(classDecks.classId, classId), eq(classes.teacherId, teacherId)))
        .orderBy(asc(classDecks.createdAt), asc(classDecks.id));
      return rows.map((row) => ({ _id: row.id, title: row.title }));
    },

    async classDeckCards(deckId: string, { offset, limit }: Page): Promise<DatedEvent[]> {
      const rows = await db
        .select()
        .from(classDeckEvents)
        .where(eq(classDeckEvents.deckId, deckId))
        .orderBy(asc(classDeckEvents.createdAt), asc(classDeckEvents.id))
        .offset(offset)
        .limit(limit);
      return rows.map(toTimelineEvent);
    },
  };
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
