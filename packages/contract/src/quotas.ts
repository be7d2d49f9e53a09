/**
 * How much one person may store (SECURITY finding 8), so one account cannot fill the database or
 * make a list or an export huge. Each bound is well above what a real student or teacher reaches:
 * a school year of history is a few hundred events, a deck for one topic a few dozen cards, and a
 * teacher runs a handful of classes a year, kept for several years.
 *
 * With every text at its EVENT_LIMITS (about 52 KB an event), a student holds at most
 * 2,000 + 5,000 events (≈ 360 MB) and a teacher at most 10,000 (≈ 520 MB); real events are a few
 * hundred bytes.
 */
export const USER_QUOTAS = {
  /** A student's own timeline: about ten events a week for four school years. */
  timelineEvents: 2_000,
  /** A student's decks: several per topic, every topic of secondary school. */
  decks: 200,
  /** Cards in one deck: a quiz session never uses more than a few dozen. */
  cardsPerDeck: 500,
  /** Cards across all of a student's decks, so 200 full decks cannot be stored. */
  deckCards: 5_000,
  /** Classes a teacher runs, including past years' classes they keep. */
  classesTaught: 50,
  /** Events of one class: a whole curriculum. */
  classEvents: 1_000,
  /** Decks of one class. */
  classDecks: 100,
  /** Cards in one class deck. */
  cardsPerClassDeck: 500,
  /** Class events and class deck cards across all of a teacher's classes. */
  teacherCards: 10_000,
  /**
   * Reviews (ratings and quiz answers) in any 24 hours: several times what the keenest Anki users
   * do in a day, and it keeps the review log from growing without bound.
   */
  reviewsPerDay: 5_000,
} as const;

export type QuotaName = keyof typeof USER_QUOTAS;
export type UserQuotas = Record<QuotaName, number>;
