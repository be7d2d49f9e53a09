import * as z from 'zod/mini';

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
/** A question asks about up to five events (ordering five), so a game answers on five per question. */
const MAX_EVENT_ANSWERS = MAX_QUESTIONS * 5;

/** A finished game, as the player's browser reports it. */
export const QuizResultInputSchema = z
  .object({
    mode: QuizModeSchema,
    deckTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    score: z.number().check(z.int(), z.gte(0), z.lte(MAX_QUESTIONS)),
    total: z.number().check(z.int(), z.gte(1), z.lte(MAX_QUESTIONS)),
    bestStreak: z.number().check(z.int(), z.gte(0), z.lte(MAX_QUESTIONS)),
    /**
     * The deck played, by id. A class deck the student sees records the game with its class, for
     * the teacher's results; `classId`, if given, must be that deck's class.
     */
    deckId: z.optional(z.string().check(z.uuid('Unknown deck.'))),
    classId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    /** Chosen by the browser, so a game sent again (after being offline) is stored once. */
    resultId: z.optional(z.string().check(z.uuid())),
    /**
     * When the game ended, for one played offline and sent later (ISO 8601); the server's time
     * when absent. Kept within the last 30 days.
     */
    finishedAt: z.optional(z.iso.datetime({ offset: true })),
    /**
     * Each answer on a card, in the order given: they feed the student's memory of their deck
     * cards like reviews (right counts as "good", wrong as "again"). Catalogue cards are skipped.
     */
    answers: z.optional(
      z
        .array(
          z.object({
            cardId: z.string().check(z.minLength(1), z.maxLength(64)),
            correct: z.boolean(),
          }),
        )
        .check(z.maxLength(MAX_EVENT_ANSWERS)),
    ),
  })
  .check(
    z.refine((result) => result.score <= result.total, {
      message: 'The score cannot be above the total.',
      path: ['score'],
    }),
    z.refine((result) => result.bestStreak <= result.total, {
      message: 'The best streak cannot be above the total.',
      path: ['bestStreak'],
    }),
  );
export type QuizResultInput = z.input<typeof QuizResultInputSchema>;

export const QuizResultSchema = z.object({
  _id: z.string(),
  mode: QuizModeSchema,
  deckTitle: z.string(),
  score: z.number().check(z.int()),
  total: z.number().check(z.int()),
  bestStreak: z.number().check(z.int()),
  /** ISO 8601 time the game ended. */
  finishedAt: z.string(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;
export const QuizResultListSchema = z.array(QuizResultSchema);
