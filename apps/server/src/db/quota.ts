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
}

/**
 * Locks the owner's user row for the rest of the transaction: concurrent inserts by the same
 * person queue behind each other, and each counts what the previous one stored.
 */
export async function lockOwner(tx: Database, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** Throws QUOTA_EXCEEDED when `adding` more to the `stored` ones would pass the owner's limit. */
export function ensureRoom(quotas: UserQuotas, quota: QuotaName, stored: number, adding = 1): void {
  if (stored + adding > quotas[quota]) throw quotaExceeded(quota, quotas[quota]);
}

/**
 * Inserts only when every quota has room, atomically (see `lockOwner`). Throws QUOTA_EXCEEDED
 * (409) naming the first full collection.
 */
export function insertWithinQuotas<T>(
  db: Database,
  owner: { id: string; quotas: UserQuotas },
  checks: readonly QuotaCheck[],
  insert: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner.id);
    for (const { quota, count } of checks) ensureRoom(owner.quotas, quota, await count(tx));
    return insert(tx);
  });
}

/** For the API reference of every route that stores something under a quota. */
export const QUOTA_NOTE = 'A full collection answers 409 `QUOTA_EXCEEDED` (README, Limits).';
