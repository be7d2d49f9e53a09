import { and, asc, eq, gte, lte, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cardMemories,
  classDeckEvents,
  classDecks,
  classMembers,
  quizAnswers,
  quizResults,
  reviewLogs,
  users,
} from '../../db/schema';

/** Which results to read: one class, perhaps one deck, one period and one student. */
export interface ResultsScope {
  classId: string;
  deckId?: string;
  /** Games and answers from this time on; all of them when absent. */
  since?: Date;
  /** One student only (a student's own progress); every member when absent. */
  studentId?: string;
}

const countAll = sql<number>`cast(count(*) as int)`;
const countWhere = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as int)`;

/**
 * The class's results as the database aggregates them, per student and card. Only current members
 * count: a student who left takes their study with them, like their place in the roster.
 */
export function createClassResultsRepository(db: Database) {
  /** Joins a row's student to their membership of the class (and to the one student asked for). */
  const member = (userColumn: Column, scope: ResultsScope) =>
    and(
      eq(classMembers.classId, scope.classId),
      eq(classMembers.studentId, userColumn),
      scope.studentId === undefined ? undefined : eq(classMembers.studentId, scope.studentId),
    );
  const classCard = (scope: ResultsScope) =>
    and(
      eq(classDecks.classId, scope.classId),
      scope.deckId === undefined ? undefined : eq(classDecks.id, scope.deckId),
    );

  return {
    students: (scope: ResultsScope) =>
      db
        .select({ studentId: users.id, name: users.name })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.studentId))
        .where(member(classMembers.studentId, scope))
        .orderBy(asc(users.name), asc(users.id)),

    decks: (scope: ResultsScope) =>
      db
        .select({ deckId: classDecks.id, title: classDecks.title })
        .from(classDecks)
        .where(classCard(scope))
        .orderBy(asc(classDecks.title)),

    cards: (scope: ResultsScope) =>
      db
        .select({
          cardId: classDeckEvents.id,
          deckId: classDecks.id,
          deckTitle: classDecks.title,
          title: classDeckEvents.title,
          year: classDeckEvents.year,
        })
        .from(classDeckEvents)
        .innerJoin(classDecks, eq(classDecks.id, classDeckEvents.deckId))
        .where(classCard(scope))
        // Cards missed alike keep this order: by deck, then as the teacher added them.
        .orderBy(asc(classDecks.title), asc(classDeckEvents.createdAt), asc(classDeckEvents.id)),

    /** Games per student and deck. */
    games: (scope: ResultsScope) =>
      db
        .select({
          studentId: quizResults.userId,
          deckId: quizResults.classDeckId,
          games: countAll,
          scoreShares: sql<number>`sum(${quizResults.score}::float8 / ${quizResults.total})`,
          lastPlayed: sql<Date>`max(${quizResults.finishedAt})`.mapWith(quizResults.finishedAt),
        })
        .from(quizResults)
        .innerJoin(classMembers, member(quizResults.userId, scope))
        .where(
          and(
            eq(quizResults.classId, scope.classId),
            scope.deckId === undefined ? undefined : eq(quizResults.classDeckId, scope.deckId),
            scope.since === undefined ? undefined : gte(quizResults.finishedAt, scope.since),
          ),
        )
        .groupBy(quizResults.userId, quizResults.classDeckId),

    /** Game answers per student and card. */
    gameAnswers: (scope: ResultsScope) =>
      db
        .select({
          studentId: quizResults.userId,
          cardId: quizAnswers.cardId,
          answered: countAll,
          correct: countWhere(sql`${quizAnswers.correct}`),
        })
        .from(quizAnswers)
        .innerJoin(quizResults, eq(quizResults.id, quizAnswers.resultId))
        .innerJoin(classMembers, member(quizResults.userId, scope))
        .innerJoin(classDeckEvents, eq(classDeckEvents.id, quizAnswers.cardId))
        .innerJoin(classDecks, eq(classDecks.id, classDeckEvents.deckId))
        .where(
          and(
            eq(quizResults.classId, scope.classId),
            classCard(scope),
            scope.since === undefined ? undefined : gte(quizResults.finishedAt, scope.since),
          ),
        )
        .groupBy(quizResults.userId, quizAnswers.cardId),

    /**
     * Review log per student and card: flashcard reviews (a quiz's reviews are its answers,
     * counted above), and every review of an already-learnt card for true retention.
     */
    reviews: (scope: ResultsScope) =>
      db
        .select({
          studentId: reviewLogs.userId,
          cardId: reviewLogs.cardId,
          flashcardReviews: countWhere(sql`${reviewLogs.source} = 'review'`),
          flashcardRecalled: countWhere(
            sql`${reviewLogs.source} = 'review' and ${reviewLogs.rating} <> 'again'`,
          ),
          learntReviews: countWhere(sql`${reviewLogs.state} = 'review'`),
          learntRecalled: countWhere(
            sql`${reviewLogs.state} = 'review' and ${reviewLogs.rating} <> 'again'`,
          ),
          lastReviewed: sql<Date>`max(${reviewLogs.reviewedAt})`.mapWith(reviewLogs.reviewedAt),
        })
        .from(reviewLogs)
        .innerJoin(classMembers, member(reviewLogs.userId, scope))
        .innerJoin(classDeckEvents, eq(classDeckEvents.id, reviewLogs.cardId))
        .innerJoin(classDecks, eq(classDecks.id, classDeckEvents.deckId))
        .where(
          and(
            classCard(scope),
            scope.since === undefined ? undefined : gte(reviewLogs.reviewedAt, scope.since),
          ),
        )
        .groupBy(reviewLogs.userId, reviewLogs.cardId),

    /** Cards due now per student, and those due before `overdueBefore`. */
    due: (scope: ResultsScope, now: Date, overdueBefore: Date) =>
      db
        .select({
          studentId: cardMemories.userId,
          due: countAll,
          overdue: countWhere(sql`${cardMemories.due} < ${overdueBefore}`),
        })
        .from(cardMemories)
        .innerJoin(classMembers, member(cardMemories.userId, scope))
        .innerJoin(classDeckEvents, eq(classDeckEvents.id, cardMemories.classDeckCardId))
        .innerJoin(classDecks, eq(classDecks.id, classDeckEvents.deckId))
        .where(and(classCard(scope), lte(cardMemories.due, now)))
        .groupBy(cardMemories.userId),
  };
}

export type ClassResultsRepository = ReturnType<typeof createClassResultsRepository>;
type Rows<K extends keyof ClassResultsRepository> = Awaited<ReturnType<ClassResultsRepository[K]>>;

/** Everything the results are assembled from, as read from the database. */
export interface ClassResultsRows {
  students: Rows<'students'>;
  decks: Rows<'decks'>;
  cards: Rows<'cards'>;
  games: Rows<'games'>;
  gameAnswers: Rows<'gameAnswers'>;
  reviews: Rows<'reviews'>;
  due: Rows<'due'>;
}
