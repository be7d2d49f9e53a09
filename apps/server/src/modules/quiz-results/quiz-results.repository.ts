import { and, desc, eq } from 'drizzle-orm';
import {
  QUIZ_RESULTS_SHOWN,
  QuizModeSchema,
  type QuizMode,
  type QuizResult,
} from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { classDecks, classMembers, quizAnswers, quizResults } from '../../db/schema';

export const toQuizResult = (row: typeof quizResults.$inferSelect): QuizResult => ({
  _id: row.id,
  mode: QuizModeSchema.parse(row.mode),
  deckTitle: row.deckTitle,
  score: row.score,
  total: row.total,
  bestStreak: row.bestStreak,
  finishedAt: row.finishedAt.toISOString(),
});

/** A class deck a game was played on: its teacher's results count the game. */
export interface ClassDeckPlayed {
  classId: string;
  classDeckId: string;
}

/** A finished game as it is stored: what the player reports, where it was played, its answers. */
export interface GameRecord {
  mode: QuizMode;
  deckTitle: string;
  score: number;
  total: number;
  bestStreak: number;
  classDeck: ClassDeckPlayed | null;
  playedAs: 'solo' | 'live';
  /** Answers on deck cards (by uuid), in the order given. */
  answers: readonly { cardId: string; correct: boolean }[];
  /** The browser's id for the game: the same id is stored once. */
  clientResultId?: string | undefined;
  /** Now, unless the game was played offline. */
  finishedAt: Date;
}

async function storedGame(
  tx: Database,
  userId: string,
  clientResultId: string | undefined,
): Promise<QuizResult> {
  if (clientResultId === undefined) throw new Error('a game without a browser id conflicted');
  const [row] = await tx
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.clientResultId, clientResultId)));
  if (!row) throw new Error('the conflicting game is gone');
  return toQuizResult(row);
}

/** A student's finished games; every query is scoped to the player. */
export function createQuizResultsRepository(db: Database) {
  return {
    /** The latest games, at most `limit` (all of them for an export). */
    async latest(userId: string, limit = QUIZ_RESULTS_SHOWN): Promise<QuizResult[]> {
      const rows = await db
        .select()
        .from(quizResults)
        .where(eq(quizResults.userId, userId))
        .orderBy(desc(quizResults.finishedAt), desc(quizResults.id))
        .limit(limit);
      return rows.map(toQuizResult);
    },

    /**
     * The class deck `deckId` names, and whether the student belongs to its class; null when no
     * class has that deck (the student's own deck, say).
     */
    async classDeck(
      userId: string,
      deckId: string,
    ): Promise<(ClassDeckPlayed & { member: boolean }) | null> {
      const [row] = await db
        .select({
          classId: classDecks.classId,
          classDeckId: classDecks.id,
          memberId: classMembers.studentId,
        })
        .from(classDecks)
        .leftJoin(
          classMembers,
          and(eq(classMembers.classId, classDecks.classId), eq(classMembers.studentId, userId)),
        )
        .where(eq(classDecks.id, deckId));
      if (!row) return null;
      return { classId: row.classId, classDeckId: row.classDeckId, member: row.memberId !== null };
    },

    /**
     * Saves the game with its answers, together or not at all. A game whose browser id is already
     * stored is not saved again: `created` is false and the stored game answers.
     */
    async record(
      userId: string,
      game: GameRecord,
    ): Promise<{ result: QuizResult; created: boolean }> {
      const { classDeck, answers, ...result } = game;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quizResults)
          .values({
            ...result,
            userId,
            classId: classDeck?.classId ?? null,
            classDeckId: classDeck?.classDeckId ?? null,
          })
          .onConflictDoNothing({ target: [quizResults.userId, quizResults.clientResultId] })
          .returning();
        if (!row)
          return { result: await storedGame(tx, userId, game.clientResultId), created: false };
        if (answers.length > 0) {
          await tx
            .insert(quizAnswers)
            .values(answers.map((answer, position) => ({ ...answer, resultId: row.id, position })));
        }
        return { result: toQuizResult(row), created: true };
      });
    },
  };
}

export type QuizResultsRepository = ReturnType<typeof createQuizResultsRepository>;
