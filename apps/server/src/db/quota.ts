import { eq } from 'drizzle-orm';
import type { QuotaName, UserQuotas } from '@chronodeck/contract';
import { AppError } from '../http/app-error';
import type { Database } from './client';
import { users } from './schema';

/** What is full, in words, for the 409's message. */
const FULL: Record<QuotaName, (limit: number) => string> = {
  timelineEvents: (n) => `Your timeline is full: it holds at most ${n} events.`,
  decks: (n) => `You have the most decks allowed (${n}).`,
  cardsPerDeck: (n) => `This deck is full: it holds at most ${n} cards.`,
  deckCards: (n) => `Your decks are full: together they hold at most ${n} cards.`,
  classesTaught: (n) => `You teach the most classes allowed (${n}).`,
  classEvents: (n) => `This class is full: it holds at most ${n} events.`,
  classDecks: (n) => `This class has the most decks allowed (${n}).`,
  cardsPerClassDeck: (n) => `This class deck is full: it holds at most ${n} cards.`,
  teacherCards: (n) => `Your classes are full: together they hold at most ${n} events and cards.`,
  reviewsPerDay: (n) => `You have made ${n} reviews in the last 24 hours, the most allowed.`,
};

/** 409: the collection is full; the person must delete something first. */
export const quotaExceeded = (quota: QuotaName, limit: number) =>
  new AppError(
    409,
    'QUOTA_EXCEEDED',
    `${FULL[quota](limit)} ${quota === 'reviewsPerDay' ? 'Come back later.' : 'Delete some to add more.'}`,
  );

/** One bound an insert must respect: `count` is how many the collection holds now. */
export interface QuotaCheck {
  quota: QuotaName;
  count: (tx: Database) => Promise<number>;
  /** How many the insert adds (an import adds many); 1 when absent. */
  adding?: number;
}

/**
 * Inserts only when every quota has room, atomically: the owner's user row is locked for the
 * transaction, so concurrent inserts by the same person queue behind each other and each counts
 * what the previous one stored. Throws QUOTA_EXCEEDED (409) naming the first full collection.
 */
export function insertWithinQuotas<T>(
  db: Database,
  owner: { id: string; quotas: UserQuotas },
  checks: readonly QuotaCheck[],
  insert: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    for (const { quota, count, adding = 1 } of checks) {
      const limit = owner.quotas[quota];
      if ((await count(tx)) + adding > limit) throw quotaExceeded(quota, limit);
    }
    return insert(tx);
  });
}

/** For the API reference of every route that stores something under a quota. */
export const QUOTA_NOTE = 'A full collection answers 409 `QUOTA_EXCEEDED` (README, Limits).';
