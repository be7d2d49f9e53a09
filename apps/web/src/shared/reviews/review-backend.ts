import type {
  MemoryState,
  ReviewDeck,
  ReviewRating,
  StudySettings,
  StudyStats,
} from '@chronodeck/contract';

/** A card in a review sitting: what the flashcard shows, its deck, and the student's memory of it. */
export interface ReviewCard {
  key: string;
  year: number;
  title: string;
  description: string;
  deck: ReviewDeck;
  memory: MemoryState | null;
}

export interface DueReviews {
  cards: ReviewCard[];
  newCardsWaiting: number;
  nextDueAt: string | null;
  settings: StudySettings;
}

export interface Rating {
  /** Stays the same when the same rating is sent again, so a retry is recorded once. */
  reviewId: string;
  cardKey: string;
  rating: ReviewRating;
  /** The card's memory before this rating: offline, the next one is worked out from it. */
  memory: MemoryState | null;
}

export interface QuizAnswer {
  cardId: string;
  correct: boolean;
}

/**
 * Where a student's memory lives: on the server for an account, in the browser for a guest. Both
 * schedule with @chronodeck/srs, so a guest and a student see the same intervals.
 */
export interface ReviewBackend {
  kind: 'account' | 'guest';
  /** Decks to review from, for the picker. */
  decks(): ReviewDeck[];
  due(deckId: string | undefined, timeZone: string): Promise<DueReviews>;
  rate(rating: Rating): Promise<MemoryState>;
  stats(timeZone: string): Promise<StudyStats>;
  /**
   * A guest's quiz answers, kept as reviews in the browser. An account's travel with the saved
   * game instead (POST quiz-results), so the server records them in the same transaction.
   */
  keepGuestQuizAnswers(answers: readonly QuizAnswer[]): void;
}

/** The browser's time zone, which decides where the student's day starts. */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
