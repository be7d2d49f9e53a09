import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CardStateSchema,
  ReviewRatingSchema,
  ReviewSourceSchema,
  type DatedEvent,
  type ReviewLogRecord,
  type MemoryState,
  type ReviewDeck,
  type ReviewSource,
  type StudySettings,
} from '@chronodeck/contract';
import type { ReviewLogEntry, ReviewTally } from '@chronodeck/srs';
import type { Database } from '../../db/client';
import type { Page } from '../../db/paged-json';
import {
  cardMemories,
  classDeckEvents,
  classDecks,
  classes,
  classMembers,
  deckEvents,
  decks,
  reviewLogs,
  users,
} from '../../db/schema';
import { toTimelineEvent } from '../timeline/timeline.repository';

/** Whose deck a card is in: the student's own, or a class deck they see. */
export type CardKind = 'own' | 'class';

/** A card the student may study, by id, with its deck and what they remember of it. */
export interface StudyableCard {
  cardId: string;
  deck: ReviewDeck;
  memory: MemoryState | null;
}

const memoryColumns = {
  state: cardMemories.state,
  due: cardMemories.due,
  stability: cardMemories.stability,
  difficulty: cardMemories.difficulty,
  reps: cardMemories.reps,
  lapses: cardMemories.lapses,
  learningSteps: cardMemories.learningSteps,
  scheduledDays: cardMemories.scheduledDays,
  lastReview: cardMemories.lastReview,
};

type MemoryRow = {
  [Column in keyof typeof memoryColumns]: (typeof memoryColumns)[Column]['_']['data'] | null;
};

const toMemory = (row: MemoryRow): MemoryState | null =>
  row.state === null || row.due === null
    ? null
    : {
        state: CardStateSchema.parse(row.state),
        due: row.due.toISOString(),
        stability: row.stability ?? 0,
        difficulty: row.difficulty ?? 0,
        reps: row.reps ?? 0,
        lapses: row.lapses ?? 0,
        learningSteps: row.learningSteps ?? 0,
        scheduledDays: row.scheduledDays ?? 0,
        lastReview: row.lastReview ? row.lastReview.toISOString() : null,
      };

const memoryOf = (userId: string, cardColumn: typeof deckEvents.id | typeof classDeckEvents.id) =>
  and(eq(cardMemories.userId, userId), eq(cardMemories.cardId, cardColumn));

/**
 * The memory states and review log of students. Every read is scoped to the student and to the
 * cards they can see now: their own decks' and those of the classes they are in.
 */
function reviewQueries(db: Database) {
  const ownCards = (userId: string, where?: SQL) =>
    db
      .select({ cardId: deckEvents.id, deckId: decks.id, deckTitle: decks.title, ...memoryColumns })
      .from(deckEvents)
      .innerJoin(decks, eq(decks.id, deckEvents.deckId))
      .leftJoin(cardMemories, memoryOf(userId, deckEvents.id))
      .where(and(eq(decks.ownerId, userId), where))
      .orderBy(asc(decks.createdAt), asc(decks.id), asc(deckEvents.createdAt), asc(deckEvents.id));

  const classCards = (userId: string, where?: SQL) =>
    db
      .select({
        cardId: classDeckEvents.id,
        deckId: classDecks.id,
        deckTitle: classDecks.title,
        className: classes.title,
        ...memoryColumns,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(classDecks, eq(classDecks.classId, classes.id))
      .innerJoin(classDeckEvents, eq(classDeckEvents.deckId, classDecks.id))
      .leftJoin(cardMemories, memoryOf(userId, classDeckEvents.id))
      .where(and(eq(classMembers.studentId, userId), where))
      .orderBy(
        asc(classMembers.joinedAt),
        asc(classMembers.classId),
        asc(classDecks.createdAt),
        asc(classDecks.id),
        asc(classDeckEvents.createdAt),
        asc(classDeckEvents.id),
      );

  return {
    /**
     * Every card the student can study (of one deck, if given), in deck order, own decks first:
     * ids and memory only, since most of them are only counted or sorted.
     */
    async studyableCards(userId: string, deckId?: string): Promise<StudyableCard[]> {
      const [own, shared] = await Promise.all([
        ownCards(userId, deckId ? eq(decks.id, deckId) : undefined),
        classCards(userId, deckId ? eq(classDecks.id, deckId) : undefined),
      ]);
      return [
        ...own.map((row) => ({
          cardId: row.cardId,
          deck: { _id: row.deckId, title: row.deckTitle, shared: false, className: null },
          memory: toMemory(row),
        })),
        ...shared.map((row) => ({
          cardId: row.cardId,
          deck: { _id: row.deckId, title: row.deckTitle, shared: true, className: row.className },
          memory: toMemory(row),
        })),
      ];
    },

    /** The events of cards already known to be the student's, by id. */
    async cardEvents(cardIds: readonly string[]): Promise<Map<string, DatedEvent>> {
      if (cardIds.length === 0) return new Map();
      const [own, shared] = await Promise.all([
        db
          .select()
          .from(deckEvents)
          .where(inArray(deckEvents.id, [...cardIds])),
        db
          .select()
          .from(classDeckEvents)
          .where(inArray(classDeckEvents.id, [...cardIds])),
      ]);
      return new Map([...own, ...shared].map((row) => [row.id, toTimelineEvent(row)]));
    },

    /** A card the student can see, with its memory; null for any other card. */
    async cardToReview(
      userId: string,
      cardId: string,
    ): Promise<{ kind: CardKind; memory: MemoryState | null } | null> {
      const [own] = await ownCards(userId, eq(deckEvents.id, cardId)).limit(1);
      if (own) return { kind: 'own', memory: toMemory(own) };
      const [shared] = await classCards(userId, eq(classDeckEvents.id, cardId)).limit(1);
      return shared ? { kind: 'class', memory: toMemory(shared) } : null;
    },

    /** The card a review id was recorded for, if it was. */
    async reviewedCard(userId: string, reviewId: string): Promise<string | null> {
      const [row] = await db
        .select({ cardId: reviewLogs.cardId })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.reviewId, reviewId)));
      return row?.cardId ?? null;
    },

    async memory(userId: string, cardId: string): Promise<MemoryState | null> {
      const [row] = await db
        .select(memoryColumns)
        .from(cardMemories)
        .where(and(eq(cardMemories.userId, userId), eq(cardMemories.cardId, cardId)));
      return row ? toMemory(row) : null;
    },

    /** Reviews of the same card by the same student wait for each other, so none is lost. */
    async lockCard(userId: string, cardId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${cardId}`}))`);
    },

    async saveReview(review: {
      userId: string;
      reviewId: string;
      cardId: string;
      kind: CardKind;
      source: ReviewSource;
      memory: MemoryState;
      log: ReviewLogEntry;
      recordedAt: Date;
    }): Promise<void> {
      const { userId, cardId, memory, log } = review;
      const stored = {
        state: memory.state,
        due: new Date(memory.due),
        stability: memory.stability,
        difficulty: memory.difficulty,
        reps: memory.reps,
        lapses: memory.lapses,
        learningSteps: memory.learningSteps,
        scheduledDays: memory.scheduledDays,
        lastReview: memory.lastReview ? new Date(memory.lastReview) : null,
      };
      await db
        .insert(cardMemories)
        .values({
          userId,
          cardId,
          deckCardId: review.kind === 'own' ? cardId : null,
          classDeckCardId: review.kind === 'class' ? cardId : null,
          ...stored,
        })
        .onConflictDoUpdate({ target: [cardMemories.userId, cardMemories.cardId], set: stored });
      await db.insert(reviewLogs).values({
        userId,
        reviewId: review.reviewId,
        cardId,
        source: review.source,
        rating: log.rating,
        state: log.state,
        due: new Date(log.due),
        stability: log.stability,
        difficulty: log.difficulty,
        scheduledDays: log.scheduledDays,
        learningSteps: log.learningSteps,
        reviewedAt: new Date(log.reviewedAt),
        recordedAt: review.recordedAt,
      });
    },

    /** Reviews recorded since `since`. */
    async reviewsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ reviews: count() })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.recordedAt, since)));
      return row?.reviews ?? 0;
    },

    /** Cards seen for the first time since `since` (the start of the student's day). */
    async newCardsIntroduced(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ introduced: count() })
        .from(reviewLogs)
        .where(
          and(
            eq(reviewLogs.userId, userId),
            eq(reviewLogs.state, 'new'),
            gte(reviewLogs.reviewedAt, since),
          ),
        );
      return row?.introduced ?? 0;
    },

    async settings(userId: string): Promise<StudySettings> {
      const [row] = await db
        .select({ desiredRetention: users.desiredRetention, dailyNewCards: users.dailyNewCards })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw new Error('the signed-in user has no row');
      return row;
    },

    async updateSettings(userId: string, settings: StudySettings): Promise<StudySettings> {
      await db.update(users).set(settings).where(eq(users.id, userId));
      return settings;
    },

    /** Reviews per calendar day in `timeZone` since `since`. */
    async reviewsPerDay(
      userId: string,
      timeZone: string,
      since: Date,
    ): Promise<Map<string, number>> {
      const day = sql<string>`to_char(${reviewLogs.reviewedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, reviews: count() })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)))
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.day, row.reviews]));
    },

    /** Every calendar day in `timeZone` with at least one review, for the streak. */
    async reviewDays(userId: string, timeZone: string): Promise<string[]> {
      const day = sql<string>`to_char(${reviewLogs.reviewedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .selectDistinct({ day })
        .from(reviewLogs)
        .where(eq(reviewLogs.userId, userId));
      return rows.map((row) => row.day);
    },

    /**
     * Reviews since `since` tallied by calendar day in `timeZone`, the card's prior state and the
     * rating, for true retention.
     */
    async reviewTallies(userId: string, timeZone: string, since: Date): Promise<ReviewTally[]> {
      const day = sql<string>`to_char(${reviewLogs.reviewedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, state: reviewLogs.state, rating: reviewLogs.rating, count: count() })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)))
        .groupBy(sql`1`, reviewLogs.state, reviewLogs.rating);
      return rows.map((row) => ({
        day: row.day,
        state: CardStateSchema.parse(row.state),
        rating: ReviewRatingSchema.parse(row.rating),
        count: row.count,
      }));
    },

    /** The student's whole review log, oldest first, a page at a time (account export). */
    async reviewLogPage(userId: string, page: Page): Promise<ReviewLogRecord[]> {
      const rows = await db
        .select()
        .from(reviewLogs)
        .where(eq(reviewLogs.userId, userId))
        .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id))
        .offset(page.offset)
        .limit(page.limit);
      return rows.map((row) => ({
        reviewId: row.reviewId,
        cardId: row.cardId,
        source: ReviewSourceSchema.parse(row.source),
        rating: ReviewRatingSchema.parse(row.rating),
        state: CardStateSchema.parse(row.state),
        due: row.due.toISOString(),
        stability: row.stability,
        difficulty: row.difficulty,
        scheduledDays: row.scheduledDays,
        learningSteps: row.learningSteps,
        reviewedAt: row.reviewedAt.toISOString(),
      }));
    },

    /** The student's memory of every card, a page at a time (account export). */
    async memoryPage(userId: string, page: Page) {
      const rows = await db
        .select({ cardId: cardMemories.cardId, ...memoryColumns })
        .from(cardMemories)
        .where(eq(cardMemories.userId, userId))
        .orderBy(asc(cardMemories.cardId))
        .offset(page.offset)
        .limit(page.limit);
      return rows.flatMap((row) => {
        const memory = toMemory(row);
        return memory ? [{ cardId: row.cardId, memory }] : [];
      });
    },
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;

export function createReviewsRepository(db: Database) {
  return {
    ...reviewQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    inTransaction<Result>(work: (queries: ReviewQueries) => Promise<Result>): Promise<Result> {
      return db.transaction((tx) => work(reviewQueries(tx)));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
