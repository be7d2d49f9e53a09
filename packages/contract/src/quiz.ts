import { z } from 'zod';

/** The six quiz modes (SPEC.md §2), as the setup screen offers them. */
export const QUIZ_MODES = [
  'guess-year',
  'order-events',
  'fill-blank',
  'which-first',
  'true-false',
  'master',
] as const;
export const QuizModeSchema = z.enum(QUIZ_MODES);
export type QuizMode = z.infer<typeof QuizModeSchema>;

/** How many finished games "My results" lists. */
export const QUIZ_RESULTS_SHOWN = 10;
const MAX_QUESTIONS = 100;

/** A finished game, as the player's browser reports it. */
export const QuizResultInputSchema = z
  .object({
    mode: QuizModeSchema,
    deckTitle: z.string().trim().min(1).max(200),
    score: z.number().int().min(0).max(MAX_QUESTIONS),
    total: z.number().int().min(1).max(MAX_QUESTIONS),
    bestStreak: z.number().int().min(0).max(MAX_QUESTIONS),
  })
  .refine((result) => result.score <= result.total, {
    message: 'The score cannot be above the total.',
    path: ['score'],
  })
  .refine((result) => result.bestStreak <= result.total, {
    message: 'The best streak cannot be above the total.',
    path: ['bestStreak'],
  });
export type QuizResultInput = z.input<typeof QuizResultInputSchema>;

export const QuizResultSchema = z.object({
  _id: z.string(),
  mode: QuizModeSchema,
  deckTitle: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  bestStreak: z.number().int(),
  /** ISO 8601 time the game ended. */
  finishedAt: z.string(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;
export const QuizResultListSchema = z.array(QuizResultSchema);
