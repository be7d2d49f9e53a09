import * as z from 'zod/mini';
import { DatedEventSchema } from './dated-events';

/** How a student rates a card they just recalled, as Anki names the four buttons. */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export const ReviewRatingSchema = z.enum(REVIEW_RATINGS);
export type ReviewRating = z.infer<typeof ReviewRatingSchema>;

/** FSRS's card states: never seen, in its first steps, in long-term review, relearning after a lapse. */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export const CardStateSchema = z.enum(CARD_STATES);
export type CardState = z.infer<typeof CardStateSchema>;

/** Where a review came from: the Review mode of flashcards, or an answer in a quiz. */
export const REVIEW_SOURCES = ['review', 'quiz'] as const;
export const ReviewSourceSchema = z.enum(REVIEW_SOURCES);
export type ReviewSource = z.infer<typeof ReviewSourceSchema>;

/** A student's study settings: bounds and defaults (the account page offers them). */
export const STUDY_SETTINGS_LIMITS = {
  desiredRetention: { min: 0.8, max: 0.97, default: 0.9 },
  dailyNewCards: { min: 0, max: 500, default: 20 },
} as const;

export const StudySettingsSchema = z.object({
  /** The probability of recall the scheduler aims for when a card comes back. */
  desiredRetention: z
    .number()
    .check(
      z.gte(STUDY_SETTINGS_LIMITS.desiredRetention.min, 'Choose a retention between 80% and 97%.'),
      z.lte(STUDY_SETTINGS_LIMITS.desiredRetention.max, 'Choose a retention between 80% and 97%.'),
    ),
  /** How many cards never studied before the due list brings in per day. */
  dailyNewCards: z
    .number()
    .check(
      z.int('Choose a whole number of new cards per day.'),
      z.gte(STUDY_SETTINGS_LIMITS.dailyNewCards.min, 'Choose between 0 and 500 new cards per day.'),
      z.lte(STUDY_SETTINGS_LIMITS.dailyNewCards.max, 'Choose between 0 and 500 new cards per day.'),
    ),
});
export type StudySettings = z.infer<typeof StudySettingsSchema>;

export const DEFAULT_STUDY_SETTINGS: StudySettings = {
  desiredRetention: STUDY_SETTINGS_LIMITS.desiredRetention.default,
  dailyNewCards: STUDY_SETTINGS_LIMITS.dailyNewCards.default,
};

/** What a student's memory of one card is, after their last review (times in ISO 8601). */
export const MemoryStateSchema = z.object({
  state: CardStateSchema,
  /** When the card should come back. */
  due: z.string(),
  /** Days until the probability of recall falls to 90%. */
  stability: z.number(),
  /** 1 (easy) to 10 (hard). */
  difficulty: z.number(),
  reps: z.number().check(z.int()),
  lapses: z.number().check(z.int()),
  /** Which short-term step a learning or relearning card is at. */
  learningSteps: z.number().check(z.int()),
  scheduledDays: z.number().check(z.int()),
  lastReview: z.nullable(z.string()),
});
export type MemoryState = z.infer<typeof MemoryStateSchema>;

/** The deck a reviewed card belongs to: one of the student's own, or one their class shares. */
export const ReviewDeckSchema = z.object({
  _id: z.string(),
  title: z.string(),
  shared: z.boolean(),
  className: z.nullable(z.string()),
});
export type ReviewDeck = z.infer<typeof ReviewDeckSchema>;

export const DueCardSchema = z.object({
  card: DatedEventSchema,
  deck: ReviewDeckSchema,
  /** Null for a card the student has never reviewed. */
  memory: z.nullable(MemoryStateSchema),
});
export type DueCard = z.infer<typeof DueCardSchema>;

export const DueListQuerySchema = z.object({
  deckId: z.optional(z.string().check(z.uuid('Unknown deck.'))),
  /** The student's IANA time zone, for where their day (and its new-card allowance) starts. */
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});

export const DueListSchema = z.object({
  /** Cards due now, most overdue first, then new cards in deck order up to today's allowance. */
  cards: z.array(DueCardSchema),
  /** New cards still waiting beyond today's allowance. */
  newCardsWaiting: z.number().check(z.int()),
  /** When the next card (of the deck asked for) comes due after these; null if none is scheduled. */
  nextDueAt: z.nullable(z.string()),
  settings: StudySettingsSchema,
});
export type DueList = z.infer<typeof DueListSchema>;

export const ReviewInputSchema = z.object({
  /** Chosen by the client, so a retried request is recorded once. */
  reviewId: z.string().check(z.uuid('A review needs an id.')),
  cardId: z.string().check(z.uuid('Unknown card.')),
  rating: ReviewRatingSchema,
  /**
   * When the review was made, for one made offline and sent later (ISO 8601); the server's time
   * when absent. Kept between the card's last review (at most 30 days ago) and now.
   */
  reviewedAt: z.optional(z.iso.datetime({ offset: true })),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

export const ReviewResultSchema = z.object({
  cardId: z.string(),
  memory: MemoryStateSchema,
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

export const StudyStatsQuerySchema = z.object({
  timeZone: z.optional(z.string().check(z.maxLength(64))),
});

const DayCountSchema = z.object({
  /** A calendar day in the student's time zone, YYYY-MM-DD. */
  date: z.string(),
  count: z.number().check(z.int()),
});
export type DayCount = z.infer<typeof DayCountSchema>;

const DayRetentionSchema = z.object({
  date: z.string(),
  /** Reviews that day of cards past their learning steps, and how many were recalled. */
  reviews: z.number().check(z.int()),
  recalled: z.number().check(z.int()),
});
export type DayRetention = z.infer<typeof DayRetentionSchema>;

export const DeckDueSummarySchema = z.object({
  deck: ReviewDeckSchema,
  /** Cards due by the end of today. */
  due: z.number().check(z.int()),
  /** Cards never reviewed. */
  new: z.number().check(z.int()),
});
export type DeckDueSummary = z.infer<typeof DeckDueSummarySchema>;

export const StudyStatsSchema = z.object({
  today: z.string(),
  decks: z.array(DeckDueSummarySchema),
  /** Days in a row with at least one review, ending today (or yesterday, until today's first). */
  streak: z.object({
    current: z.number().check(z.int()),
    longest: z.number().check(z.int()),
  }),
  /** The last 30 days, oldest first. */
  reviewsPerDay: z.array(DayCountSchema),
  /** The next 14 days from today, cards already overdue counted today. */
  forecast: z.array(DayCountSchema),
  /** Reviews of cards past their learning steps in the last 30 days, and how many were recalled. */
  retention: z.object({
    reviews: z.number().check(z.int()),
    recalled: z.number().check(z.int()),
  }),
  /** The same per day over the last 30 days, oldest first. */
  retentionPerDay: z.array(DayRetentionSchema),
});
export type StudyStats = z.infer<typeof StudyStatsSchema>;

/** One review as the account export lists it: the card's memory before it, and the rating. */
export const ReviewLogRecordSchema = z.object({
  reviewId: z.string(),
  cardId: z.string(),
  source: ReviewSourceSchema,
  rating: ReviewRatingSchema,
  state: CardStateSchema,
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reviewedAt: z.string(),
});
export type ReviewLogRecord = z.infer<typeof ReviewLogRecordSchema>;

/** A student's study data in the account export. */
export const StudyExportSchema = z.object({
  settings: StudySettingsSchema,
  cardMemories: z.array(z.object({ cardId: z.string(), memory: MemoryStateSchema })),
  reviews: z.array(ReviewLogRecordSchema),
});
