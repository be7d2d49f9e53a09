import { desc, eq } from 'drizzle-orm';
import {
  QUIZ_RESULTS_SHOWN,
  QuizModeSchema,
  type QuizResult,
  type QuizResultInput,
} from '@chronodeck/contract';
import type { Database } from '../../db/client';
import { quizResults } from '../../db/schema';

export const toQuizResult = (row: typeof quizResults.$inferSelect): QuizResult => ({
  _id: row.id,
  mode: QuizModeSchema.parse(row.mode),
  deckTitle: row.deckTitle,
  score: row.score,
  total: row.total,
  bestStreak: row.bestStreak,
  finishedAt: row.finishedAt.toISOString(),
});

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

    async record(
      userId: string,
      result: Required<Omit<QuizResultInput, 'answers'>>,
    ): Promise<QuizResult> {
      const [row] = await db
        .insert(quizResults)
        .values({ ...result, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toQuizResult(row);
    },
  };
}

export type QuizResultsRepository = ReturnType<typeof createQuizResultsRepository>;
