import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deck, DeckEvent, DeckEventInputSchema, UserQuotas } from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { batchedReads } from '../../db/batched-reads';
import { isUniqueViolation } from '../../db/errors';
import { eventJsonOrNull } from '../../db/event-json';
import { userListVersion, type ListCache, type ListVersion } from '../../db/list-cache';
import { paged, PAGE_SIZE, type JsonChunks } from '../../db/paged-json';
import { insertWithinQuotas, type QuotaCheck } from '../../db/quota';
import {
  classDeckEvents,
  classDecks,
  classes,
  classMembers,
  deckEvents,
  decks,
  users,
} from '../../db/schema';
import { toTimelineEvent } from '../timeline/timeline.repository';

export type DeckEventFields = z.output<typeof DeckEventInputSchema>;
/** A deck's identity, enough to check ownership and to name it in a notification. */
export type DeckSummary = Pick<typeof decks.$inferSelect, 'id' | 'title'>;

const ownDeck = (row: DeckSummary, events: DeckEvent[]): Deck => ({
  _id: row.id,
  title: row.title,
  events,
  shared: false,
  teacherName: null,
  className: null,
});

/** A row of a deck list: a deck's header as JSON, and one of its cards, or none for an empty deck. */
interface DeckCardRow {
  deckId: string;
  deck: string;
  card: string | null;
}

/**
 * A JSON array of decks from rows ordered by deck: each deck's header once, its cards inside it.
 * The text is the database's own; nothing is parsed or serialised again.
 */
async function* decksJson(rows: AsyncIterable<DeckCardRow>): JsonChunks {
  yield '[';
  let deckId: string | null = null;
  let cardsWritten = 0;
  for await (const row of rows) {
    if (row.deckId !== deckId) {
      yield `${deckId === null ? '' : ']},'}${row.deck.slice(0, -1)},"events":[`;
      deckId = row.deckId;
      cardsWritten = 0;
    }
    if (row.card !== null) yield cardsWritten++ === 0 ? row.card : `,${row.card}`;
  }
  yield deckId === null ? ']' : ']}]';
}

/**
 * The version of a student's shared decks: each class they belong to, when they joined it (so
 * leaving and joining again is a change) and the class's decks version, in list order. Read for
 * every student who asks at about the same time (see batchedReads).
 */
function sharedDecksVersion(db: Database) {
  const versionsOf = db
    .select({
      studentId: classMembers.studentId,
      version: sql<string>`string_agg(
        ${classes.id} || '@' || ${classMembers.joinedAt}::text || ':' || ${classes.decksVersion},
        ',' order by ${classMembers.joinedAt}, ${classMembers.classId})`,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(sql`${classMembers.studentId} = any(${sql.placeholder('studentIds')}::uuid[])`)
    .groupBy(classMembers.studentId)
    .prepare('shared_decks_versions');
  const versionOf = batchedReads(async (studentIds) => {
    const rows = await versionsOf.execute({ studentIds });
    return new Map(rows.map((row) => [row.studentId, row.version]));
  });
  // A student in no class has no row: their list is empty, at the version of no classes.
  return async (studentId: string): Promise<ListVersion> => (await versionOf(studentId)) ?? '';
}

/**
 * Every query is scoped to the deck's owner: another user's deck is simply not found. Creating a
 * deck or adding a card respects the owner's `quotas` (decks, cards per deck, cards in all).
 */
export function createDecksRepository(
  db: Database,
  quotas: UserQuotas,
  lists: ListCache,
  pageSize = PAGE_SIZE,
) {
  const decksVersionOf = userListVersion(db, 'decksVersion');
  const sharedDecksVersionOf = sharedDecksVersion(db);

  /** The cards of several decks of one kind (own or class), oldest card first, in one query. */
  async function cardsOf(
    table: typeof deckEvents | typeof classDeckEvents,
    deckIds: string[],
  ): Promise<Map<string, DeckEvent[]>> {
    const byDeck = new Map<string, DeckEvent[]>(deckIds.map((id) => [id, []]));
    if (deckIds.length === 0) return byDeck;
    // Only the columns a card shows: a deck list can hold thousands of cards.
    const rows = await db
      .select({
        deckId: table.deckId,
        id: table.id,
        title: table.title,
        year: table.year,
        category: table.category,
        description: table.description,
        summary: table.summary,
        links: table.links,
        disableAI: table.disableAI,
        bulletPointsSummary: table.bulletPointsSummary,
      })
      .from(table)
      .where(inArray(table.deckId, deckIds))
      .orderBy(asc(table.createdAt), asc(table.id));
    for (const row of rows) byDeck.get(row.deckId)?.push(toTimelineEvent(row));
    return byDeck;
  }
  const eventsOf = (deckIds: string[]) => cardsOf(deckEvents, deckIds);

  /** A deck's header, with nothing after its last field, so its cards can follow. */
  const deckHeaderJson = (
    fields: Record<'_id' | 'title' | 'teacherName' | 'className', SQLWrapper | null>,
    shared: boolean,
  ) =>
    sql<string>`json_build_object('_id', ${fields._id}, 'title', ${fields.title},
      'shared', ${sql.raw(String(shared))}, 'teacherName', ${fields.teacherName ?? sql`null`},
      'className', ${fields.className ?? sql`null`})::text`;

  // Prepared once: a deck list is the request a class makes most, so it is neither rebuilt nor
  // planned again for each call.
  const ownDeckCards = db
    .select({
      deckId: decks.id,
      deck: deckHeaderJson(
        { _id: decks.id, title: decks.title, teacherName: null, className: null },
        false,
      ),
      card: eventJsonOrNull(deckEvents),
    })
    .from(decks)
    .leftJoin(deckEvents, eq(deckEvents.deckId, decks.id))
    .where(eq(decks.ownerId, sql.placeholder('ownerId')))
    .orderBy(asc(decks.createdAt), asc(decks.id), asc(deckEvents.createdAt), asc(deckEvents.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('own_deck_cards');

  const sharedDeckCards = db
    .select({
      deckId: classDecks.id,
      deck: deckHeaderJson(
        {
          _id: classDecks.id,
          title: classDecks.title,
          teacherName: users.name,
          className: classes.title,
        },
        true,
      ),
      card: eventJsonOrNull(classDeckEvents),
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .innerJoin(classDecks, eq(classDecks.classId, classes.id))
    .leftJoin(classDeckEvents, eq(classDeckEvents.deckId, classDecks.id))
    .where(eq(classMembers.studentId, sql.placeholder('studentId')))
    .orderBy(
      asc(classMembers.joinedAt),
      asc(classMembers.classId),
      asc(classDecks.createdAt),
      asc(classDecks.id),
      asc(classDeckEvents.createdAt),
      asc(classDeckEvents.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('shared_deck_cards');

  return {
    /**
     * The owner's decks with their cards (DeckListSchema as JSON text), oldest deck first, oldest
     * card first: one query for a list shorter than a page, then one per page.
     */
    list: (ownerId: string): JsonChunks =>
      lists.list(`decks:${ownerId}`, decksVersionOf(ownerId), () =>
        decksJson(paged((page) => ownDeckCards.execute({ ownerId, ...page }), pageSize)),
      ),

    /**
     * The decks of every class the student joined, read-only and labelled with the class and its
     * teacher (DeckListSchema as JSON text); oldest membership first, then oldest deck first.
     */
    listShared: (studentId: string): JsonChunks =>
      lists.list(`shared-decks:${studentId}`, sharedDecksVersionOf(studentId), () =>
        decksJson(paged((page) => sharedDeckCards.execute({ studentId, ...page }), pageSize)),
      ),

    /** The owner's deck without its cards, by id or by title; null when it is not theirs. */
    async find(
      ownerId: string,
      key: { id: string } | { title: string },
    ): Promise<DeckSummary | null> {
      const matchesKey = 'id' in key ? eq(decks.id, key.id) : eq(decks.title, key.title);
      const [row] = await db
        .select({ id: decks.id, title: decks.title })
        .from(decks)
        .where(and(eq(decks.ownerId, ownerId), matchesKey))
        .limit(1);
      return row ?? null;
    },

    async withCards(deck: DeckSummary): Promise<Deck> {
      return ownDeck(deck, (await eventsOf([deck.id])).get(deck.id) ?? []);
    },

    /**
     * Null when the owner already has a deck with this title (the unique index decides); throws
     * QUOTA_EXCEEDED when they have as many decks as allowed.
     */
    async create(ownerId: string, title: string): Promise<Deck | null> {
      const deckCount: QuotaCheck = {
        quota: 'decks',
        count: (tx) => tx.$count(decks, eq(decks.ownerId, ownerId)),
      };
      try {
        const [row] = await insertWithinQuotas(db, { id: ownerId, quotas }, [deckCount], (tx) =>
          tx.insert(decks).values({ ownerId, title }).returning(),
        );
        return row ? ownDeck(row, []) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Removes the deck and, by cascade, its cards; returns its title, or null when not the owner's. */
    async remove(ownerId: string, deckId: string): Promise<string | null> {
      const [row] = await db
        .delete(decks)
        .where(and(eq(decks.ownerId, ownerId), eq(decks.id, deckId)))
        .returning({ title: decks.title });
      return row?.title ?? null;
    },

    /** Throws QUOTA_EXCEEDED when the deck, or the owner's decks together, hold all they may. */
    async addEvent(ownerId: string, deckId: string, fields: DeckEventFields): Promise<void> {
      const checks: QuotaCheck[] = [
        {
          quota: 'cardsPerDeck',
          count: (tx) => tx.$count(deckEvents, eq(deckEvents.deckId, deckId)),
        },
        {
          quota: 'deckCards',
          count: (tx) =>
            tx.$count(
              deckEvents,
              inArray(
                deckEvents.deckId,
                tx.select({ id: decks.id }).from(decks).where(eq(decks.ownerId, ownerId)),
              ),
            ),
        },
      ];
      await insertWithinQuotas(db, { id: ownerId, quotas }, checks, (tx) =>
        tx.insert(deckEvents).values({ ...fields, deckId }),
      );
    },

    async removeEvent(deckId: string, eventId: string): Promise<boolean> {
      const removed = await db
        .delete(deckEvents)
        .where(and(eq(deckEvents.deckId, deckId), eq(deckEvents.id, eventId)))
        .returning({ id: deckEvents.id });
      return removed.length > 0;
    },
  };
}

export type DecksRepository = ReturnType<typeof createDecksRepository>;
