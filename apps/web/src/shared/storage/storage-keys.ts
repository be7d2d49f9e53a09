/**
 * Every browser storage key the app uses, named once (SPEC.md §3). The session token is not among
 * them: it lives in an httpOnly cookie that scripts cannot read.
 */
export const STORAGE_KEYS = {
  isGuest: 'isGuest',
  user: 'user',
  activeRole: 'activeRole',
  language: 'language',
  aiDeck: 'aiDeck',
  aiDeckTopic: 'aiDeckTopic',
  studentActiveTab: 'studentActiveTab',
  /** The event browser's layout; the stored name predates the browser's own name. */
  eventBrowserLayout: 'timelineLayout',
  landscapeHintDismissed: 'landscapeHintDismissed',
  /** A guest's memory of catalogue cards and their review log (spaced repetition without an account). */
  guestReviews: 'guestReviews',
  /** The flashcards screen's mode: review due cards, or shuffle a deck. */
  flashcardsMode: 'flashcardsMode',
  /** Reviews and quiz results made offline, waiting to be sent (shared/offline/outbox.ts). */
  outbox: 'outbox',
} as const;

export const SESSION_STORAGE_KEYS = {
  betaDismissed: 'beta-dismissed',
  /** Prefix of a live game's resume token (`liveGame:<pin>`), so a reloaded phone keeps its place. */
  liveGameResume: 'liveGame',
} as const;
