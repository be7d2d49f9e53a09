import * as z from 'zod/mini';

/** The periods a teacher can narrow class results to, in days; none means since the class began. */
export const RESULTS_PERIODS = ['7', '30', '90'] as const;
export const ResultsPeriodSchema = z.enum(RESULTS_PERIODS);
export type ResultsPeriod = z.infer<typeof ResultsPeriodSchema>;

export const ClassResultsQuerySchema = z.object({
  /** One of the class's decks; all of them when absent. */
  deckId: z.optional(z.string().check(z.uuid('Unknown deck.'))),
  /** The last 7, 30 or 90 days; all time when absent. */
  days: z.optional(ResultsPeriodSchema),
});
export type ClassResultsQuery = z.infer<typeof ClassResultsQuerySchema>;

/** A share between 0 and 1, or null when nothing was measured. */
const Share = z.nullable(z.number().check(z.gte(0), z.lte(1)));

/** One student's study of the class's decks. */
export const StudentResultsSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  gamesPlayed: z.number().check(z.int()),
  /** The mean of each game's score out of its total. */
  averageScore: Share,
  /** Flashcard reviews of the class's cards. */
  reviews: z.number().check(z.int()),
  /** ISO 8601 time of the latest game or review on the class's cards; null if none. */
  lastActive: z.nullable(z.string()),
  /** Cards whose review is due now, and those due for more than a day. */
  cardsDue: z.number().check(z.int()),
  cardsOverdue: z.number().check(z.int()),
  /** True retention: the share of reviews of already-learnt cards answered other than "again". */
  retention: Share,
});
export type StudentResults = z.infer<typeof StudentResultsSchema>;

export const DeckResultsSchema = z.object({
  deckId: z.string(),
  title: z.string(),
  cardCount: z.number().check(z.int()),
  gamesPlayed: z.number().check(z.int()),
  averageScore: Share,
  /** Answers on the deck's cards, from games and flashcard reviews, and how many were right. */
  answered: z.number().check(z.int()),
  correct: z.number().check(z.int()),
});
export type DeckResults = z.infer<typeof DeckResultsSchema>;

/** One card of a class deck, with how often it was answered and answered right. */
export const EventResultsSchema = z.object({
  cardId: z.string(),
  deckId: z.string(),
  deckTitle: z.string(),
  title: z.string(),
  year: z.number().check(z.int()),
  answered: z.number().check(z.int()),
  correct: z.number().check(z.int()),
});
export type EventResults = z.infer<typeof EventResultsSchema>;

/**
 * A class's results for its teacher: per student, per deck and per card, the cards most often
 * missed first. A student asking for their own progress gets the same shape, about them only.
 */
export const ClassResultsSchema = z.object({
  /** ISO 8601 start of the period; null for all time. */
  since: z.nullable(z.string()),
  students: z.array(StudentResultsSchema),
  decks: z.array(DeckResultsSchema),
  events: z.array(EventResultsSchema),
});
export type ClassResults = z.infer<typeof ClassResultsSchema>;

/** Misses first, then the lower share right, then the more answered. */
export function byMostMissed(a: EventResults, b: EventResults): number {
  const missed = (event: EventResults) => event.answered - event.correct;
  const share = (event: EventResults) =>
    event.answered === 0 ? 1 : event.correct / event.answered;
  return missed(b) - missed(a) || share(a) - share(b) || b.answered - a.answered;
}
