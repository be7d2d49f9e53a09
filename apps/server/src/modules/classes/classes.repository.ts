import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Class,
  ClassDeck,
  ClassEvent,
  ClassEventInputSchema,
  ClassInputSchema,
  ClassStudent,
  ClassSummary,
  JoinedClass,
  UserQuotas,
} from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { insertDeckCards } from '../../db/deck-cards';
import { ensureRoom, insertWithinQuotas, lockOwner, type QuotaCheck } from '../../db/quota';
import {
  classDeckEvents,
  classDecks,
  classes,
  classEvents,
  classMembers,
  users,
} from '../../db/schema';
import { toTimelineEvent } from '../timeline/timeline.repository';
import { generateClassCode } from './class-code';

export type ClassFields = z.output<typeof ClassInputSchema>;
export type ClassEventFields = z.output<typeof ClassEventInputSchema>;
/** A card as an imported file brings it, every field checked like one typed by hand. */
export type ClassDeckCardFields = Pick<
  ClassEventFields,
  'year' | 'title' | 'description' | 'category'
>;
type ClassRow = typeof classes.$inferSelect;
/** A class deck's identity, enough to check it belongs to the class and to name it. */
export type ClassDeckRef = Pick<typeof classDecks.$inferSelect, 'id' | 'title'>;

/** Attempts at a fresh code before giving up; with 8.5 × 10¹¹ codes a second one is already rare. */
const CODE_ATTEMPTS = 5;

async function countsBy(
  db: Database,
  table: typeof classMembers | typeof classEvents | typeof classDecks,
  classIds: string[],
): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: table.classId, total: count() })
    .from(table)
    .where(inArray(table.classId, classIds))
    .groupBy(table.classId);
  return new Map(rows.map((row) => [row.classId, row.total]));
}

/**
 * Classes, their events, decks and members. Ownership is checked by the service; every insert
 * respects the teacher's `quotas`, counted under a lock on the teacher's row.
 */
export function createClassesRepository(db: Database, quotas: UserQuotas) {
  const within = <T>(
    teacherId: string,
    checks: QuotaCheck[],
    insert: (tx: Database) => Promise<T>,
  ) => insertWithinQuotas(db, { id: teacherId, quotas }, checks, insert);

  /** Class events and class deck cards across all the teacher's classes. */
  const teacherCards = (teacherId: string): QuotaCheck => ({
    quota: 'teacherCards',
    count: async (tx) => {
      const taught = tx
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.teacherId, teacherId));
      const [events, cards] = await Promise.all([
        tx.$count(classEvents, inArray(classEvents.classId, taught)),
        tx.$count(
          classDeckEvents,
          inArray(
            classDeckEvents.deckId,
            tx
              .select({ id: classDecks.id })
              .from(classDecks)
              .where(inArray(classDecks.classId, taught)),
          ),
        ),
      ]);
      return events + cards;
    },
  });

  async function summaries(rows: ClassRow[]): Promise<ClassSummary[]> {
    const ids = rows.map((row) => row.id);
    const [students, events, decks] = await Promise.all([
      countsBy(db, classMembers, ids),
      countsBy(db, classEvents, ids),
      countsBy(db, classDecks, ids),
    ]);
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      subject: row.subject,
      yearGroup: row.yearGroup,
      studentCount: students.get(row.id) ?? 0,
      eventCount: events.get(row.id) ?? 0,
      deckCount: decks.get(row.id) ?? 0,
    }));
  }

  async function decksWithCards(classId: string): Promise<ClassDeck[]> {
    const deckRows = await db
      .select({ id: classDecks.id, title: classDecks.title })
      .from(classDecks)
      .where(eq(classDecks.classId, classId))
      .orderBy(asc(classDecks.createdAt), asc(classDecks.id));
    const cards = deckRows.length
      ? await db
          .select()
          .from(classDeckEvents)
          .where(
            inArray(
              classDeckEvents.deckId,
              deckRows.map((deck) => deck.id),
            ),
          )
          .orderBy(asc(classDeckEvents.createdAt), asc(classDeckEvents.id))
      : [];
    return deckRows.map((deck) => ({
      _id: deck.id,
      title: deck.title,
      events: cards.filter((card) => card.deckId === deck.id).map(toTimelineEvent),
    }));
  }

  const rowsForTeacher = (teacherId: string): Promise<ClassRow[]> =>
    db
      .select()
      .from(classes)
      .where(eq(classes.teacherId, teacherId))
      .orderBy(asc(classes.createdAt));

  return {
    async listForTeacher(teacherId: string): Promise<ClassSummary[]> {
      return summaries(await rowsForTeacher(teacherId));
    },

    rowsForTeacher,

    /** The teacher's class, or null when there is none with this id or it is someone else's. */
    async findOwned(teacherId: string, classId: string): Promise<ClassRow | null> {
      const [row] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
        .limit(1);
      return row ?? null;
    },

    async summaryOf(row: ClassRow): Promise<ClassSummary> {
      const [summary] = await summaries([row]);
      return summary!;
    },

    async full(row: ClassRow): Promise<Class> {
      const [[summary], events, decks] = await Promise.all([
        summaries([row]),
        db
          .select()
          .from(classEvents)
          .where(eq(classEvents.classId, row.id))
          .orderBy(asc(classEvents.year), asc(classEvents.createdAt)),
        decksWithCards(row.id),
      ]);
      return { ...summary!, events: events.map(toTimelineEvent), decks };
    },

    /** A new class with a fresh code; a code already in use is simply drawn again. */
    async create(teacherId: string, fields: ClassFields): Promise<ClassRow> {
      const classCount: QuotaCheck = {
        quota: 'classesTaught',
        count: (tx) => tx.$count(classes, eq(classes.teacherId, teacherId)),
      };
      for (let attempt = 1; ; attempt++) {
        try {
          const [row] = await within(teacherId, [classCount], (tx) =>
            tx
              .insert(classes)
              .values({ ...fields, id: generateClassCode(), teacherId })
              .returning(),
          );
          if (!row) throw new Error('insert returned no row');
          return row;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
        }
      }
    },

    async update(classId: string, fields: ClassFields): Promise<ClassRow> {
      const [row] = await db.update(classes).set(fields).where(eq(classes.id, classId)).returning();
      if (!row) throw new Error('update returned no row');
      return row;
    },

    async remove(classId: string): Promise<void> {
      await db.delete(classes).where(eq(classes.id, classId));
    },

    async addEvent(
      teacherId: string,
      classId: string,
      fields: ClassEventFields,
    ): Promise<ClassEvent> {
      const eventCount: QuotaCheck = {
        quota: 'classEvents',
        count: (tx) => tx.$count(classEvents, eq(classEvents.classId, classId)),
      };
      const [row] = await within(teacherId, [eventCount, teacherCards(teacherId)], (tx) =>
        tx
          .insert(classEvents)
          .values({ ...fields, classId })
          .returning(),
      );
      if (!row) throw new Error('insert returned no row');
      return toTimelineEvent(row);
    },

    async updateEvent(
      classId: string,
      eventId: string,
      fields: ClassEventFields,
    ): Promise<ClassEvent | null> {
      const [row] = await db
        .update(classEvents)
        .set(fields)
        .where(and(eq(classEvents.classId, classId), eq(classEvents.id, eventId)))
        .returning();
      return row ? toTimelineEvent(row) : null;
    },

    async removeEvent(classId: string, eventId: string): Promise<boolean> {
      const removed = await db
        .delete(classEvents)
        .where(and(eq(classEvents.classId, classId), eq(classEvents.id, eventId)))
        .returning({ id: classEvents.id });
      return removed.length > 0;
    },

    /** Null when the class already has a deck with this title. */
    async createDeck(teacherId: string, classId: string, title: string): Promise<ClassDeck | null> {
      const deckCount: QuotaCheck = {
        quota: 'classDecks',
        count: (tx) => tx.$count(classDecks, eq(classDecks.classId, classId)),
      };
      try {
        const [row] = await within(teacherId, [deckCount], (tx) =>
          tx.insert(classDecks).values({ classId, title }).returning(),
        );
        return row ? { _id: row.id, title: row.title, events: [] } : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findDeck(classId: string, title: string): Promise<ClassDeckRef | null> {
      const [row] = await db
        .select({ id: classDecks.id, title: classDecks.title })
        .from(classDecks)
        .where(and(eq(classDecks.classId, classId), eq(classDecks.title, title)))
        .limit(1);
      return row ?? null;
    },

    async deckWithCards(deck: ClassDeckRef): Promise<ClassDeck> {
      const cards = await db
        .select()
        .from(classDeckEvents)
        .where(eq(classDeckEvents.deckId, deck.id))
        .orderBy(asc(classDeckEvents.createdAt), asc(classDeckEvents.id));
      return { _id: deck.id, title: deck.title, events: cards.map(toTimelineEvent) };
    },

    async removeDeck(deckId: string): Promise<void> {
      await db.delete(classDecks).where(eq(classDecks.id, deckId));
    },

    async addDeckEvent(teacherId: string, deckId: string, fields: ClassEventFields): Promise<void> {
      const cardCount: QuotaCheck = {
        quota: 'cardsPerClassDeck',
        count: (tx) => tx.$count(classDeckEvents, eq(classDeckEvents.deckId, deckId)),
      };
      await within(teacherId, [cardCount, teacherCards(teacherId)], (tx) =>
        tx.insert(classDeckEvents).values({ ...fields, deckId }),
      );
    },

    /**
     * Adds the cards to the class's deck of that title, creating it if the class has none, all or
     * nothing: in one transaction holding the teacher's row, so the class's deck count, the deck's
     * cards and all the teacher's cards are counted as concurrent changes left them, and a full
     * class (QUOTA_EXCEEDED) saves nothing at all.
     */
    async importDeckCards(
      teacherId: string,
      classId: string,
      title: string,
      cards: readonly ClassDeckCardFields[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockOwner(tx, teacherId);
        let [deck] = await tx
          .select({ id: classDecks.id })
          .from(classDecks)
          .where(and(eq(classDecks.classId, classId), eq(classDecks.title, title)));
        if (!deck) {
          ensureRoom(
            quotas,
            'classDecks',
            await tx.$count(classDecks, eq(classDecks.classId, classId)),
          );
          [deck] = await tx
            .insert(classDecks)
            .values({ classId, title })
            .returning({ id: classDecks.id });
        }
        const deckId = deck!.id;
        const inDeck = await tx.$count(classDeckEvents, eq(classDeckEvents.deckId, deckId));
        ensureRoom(quotas, 'cardsPerClassDeck', inDeck, cards.length);
        ensureRoom(quotas, 'teacherCards', await teacherCards(teacherId).count(tx), cards.length);
        await insertDeckCards(tx, classDeckEvents, deckId, cards);
      });
    },

    async removeDeckEvent(deckId: string, eventId: string): Promise<boolean> {
      const removed = await db
        .delete(classDeckEvents)
        .where(and(eq(classDeckEvents.deckId, deckId), eq(classDeckEvents.id, eventId)))
        .returning({ id: classDeckEvents.id });
      return removed.length > 0;
    },

    async memberIds(classId: string): Promise<string[]> {
      const rows = await db
        .select({ studentId: classMembers.studentId })
        .from(classMembers)
        .where(eq(classMembers.classId, classId));
      return rows.map((row) => row.studentId);
    },

    async roster(classId: string): Promise<ClassStudent[]> {
      const rows = await db
        .select({ id: users.id, name: users.name, joinedAt: classMembers.joinedAt })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.studentId))
        .where(eq(classMembers.classId, classId))
        .orderBy(asc(users.name));
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        joinedAt: row.joinedAt.toISOString(),
      }));
    },

    async removeMember(classId: string, studentId: string): Promise<boolean> {
      const removed = await db
        .delete(classMembers)
        .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)))
        .returning({ studentId: classMembers.studentId });
      return removed.length > 0;
    },

    async byCode(classId: string): Promise<ClassRow | null> {
      const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
      return row ?? null;
    },

    /** Joining twice is harmless: the student is simply still a member. */
    async join(classId: string, studentId: string): Promise<void> {
      await db.insert(classMembers).values({ classId, studentId }).onConflictDoNothing();
    },

    async joinedBy(studentId: string): Promise<JoinedClass[]> {
      const rows = await db
        .select({
          id: classes.id,
          title: classes.title,
          subject: classes.subject,
          yearGroup: classes.yearGroup,
          teacherName: users.name,
        })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .innerJoin(users, eq(users.id, classes.teacherId))
        .where(eq(classMembers.studentId, studentId))
        .orderBy(asc(classMembers.joinedAt));
      return rows.map(({ id, ...joined }) => ({ _id: id, ...joined }));
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
