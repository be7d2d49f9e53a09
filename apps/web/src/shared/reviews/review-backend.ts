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

/** A fresh id for one rating; random UUIDs need no secure context this way. */
export function newReviewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
