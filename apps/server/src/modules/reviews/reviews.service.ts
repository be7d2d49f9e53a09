import {
  type DueList,
  type StudySettings,
  type StudyStats,
  type MemoryState,
  type ReviewInput,
  type ReviewRating,
  type ReviewSource,
} from '@chronodeck/contract';
import {
  addDays,
  answeredAt,
  createScheduler,
  dayOf,
  isTimeZone,
  REVIEW_HISTORY_DAYS,
  selectDueCards,
  startOfDay,
  studyStats,
} from '@chronodeck/srs';
import { AppError, notFound } from '../../http/app-error';
import { quotaExceeded } from '../../db/quota';
import type { ReviewsRepository } from './reviews.repository';

const DEFAULT_TIME_ZONE = 'UTC';

/** The student's time zone as asked for, or UTC; an unknown name is a validation error. */
export function timeZoneOf(requested: string | undefined): string {
  if (requested === undefined || requested === '') return DEFAULT_TIME_ZONE;
  if (!isTimeZone(requested)) throw new AppError(400, 'VALIDATION', 'Unknown time zone.');
  return requested;
}

/** One answer to a card, from a review or a quiz. */
export interface CardAnswer {
  reviewId: string;
  cardId: string;
  rating: ReviewRating;
  source: ReviewSource;
  /** When it was made, if offline: see `answeredAt`. */
  answeredAt?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createReviewsService(deps: {
  repository: ReviewsRepository;
  now: () => Date;
  /** Reviews allowed in any 24 hours (USER_QUOTAS.reviewsPerDay). */
  reviewsPerDay: number;
}) {
  const { repository } = deps;

  /**
   * Records one answer and schedules the card again, in a transaction holding the card's lock:
   * a retried review id answers the memory it left, two reviews of a card never overwrite each other.
   * Null when the student cannot see the card; 'limit' past the reviews allowed in 24 hours.
   */
  const answer = (userId: string, answer: CardAnswer): Promise<MemoryState | null | 'limit'> =>
    repository.inTransaction(async (transaction) => {
      await transaction.lockCard(userId, answer.cardId);
      const recordedFor = await transaction.reviewedCard(userId, answer.reviewId);
      if (recordedFor !== null) {
        if (recordedFor !== answer.cardId)
          throw new AppError(
            400,
            'VALIDATION',
            'This review id was already used for another card.',
          );
        return transaction.memory(userId, answer.cardId);
      }
      const card = await transaction.cardToReview(userId, answer.cardId);
      if (!card) return null;
      const now = deps.now();
      const lately = await transaction.reviewsSince(userId, new Date(now.getTime() - DAY_MS));
      if (lately >= deps.reviewsPerDay) return 'limit';
      const settings = await transaction.settings(userId);
      const lastReview = card.memory?.lastReview ? new Date(card.memory.lastReview) : null;
      const outcome = createScheduler(settings).review(
        card.memory,
        answer.rating,
        answeredAt(answer.answeredAt, now, lastReview),
      );
      await transaction.saveReview({
        userId,
        kind: card.kind,
        ...answer,
        ...outcome,
        recordedAt: now,
      });
      return outcome.memory;
    });

  return {
    async dueList(userId: string, query: { deckId?: string; timeZone?: string }): Promise<DueList> {
      const timeZone = timeZoneOf(query.timeZone);
      const now = deps.now();
      const [cards, settings, introducedToday] = await Promise.all([
        repository.studyableCards(userId, query.deckId),
        repository.settings(userId),
        repository.newCardsIntroduced(userId, startOfDay(dayOf(now, timeZone), timeZone)),
      ]);
      const selection = selectDueCards(cards, now, {
        dailyNewCards: settings.dailyNewCards,
        introducedToday,
      });
      const events = await repository.cardEvents(selection.cards.map((card) => card.cardId));
      const dueCards = selection.cards.flatMap(({ cardId, deck, memory }) => {
        const card = events.get(cardId);
        // A card deleted between the two reads is simply no longer due.
        return card ? [{ card, deck, memory }] : [];
      });
      return { ...selection, cards: dueCards, settings };
    },

    async review(userId: string, { reviewedAt, ...input }: ReviewInput) {
      const memory = await answer(userId, { ...input, answeredAt: reviewedAt, source: 'review' });
      if (!memory) throw notFound('Card not found.');
      if (memory === 'limit') throw quotaExceeded('reviewsPerDay', deps.reviewsPerDay);
      return { cardId: input.cardId, memory };
    },

    /**
     * Quiz answers on the student's cards, in the order given: right counts as "good", wrong as
     * "again". Answers on cards they cannot see (a catalogue category, a deleted card) are skipped.
     */
    async recordQuizAnswers(
      userId: string,
      answers: readonly { cardId: string; correct: boolean }[],
      newReviewId: () => string,
      answeredAt?: string,
    ): Promise<void> {
      for (const { cardId, correct } of answers) {
        const recorded = await answer(userId, {
          reviewId: newReviewId(),
          cardId,
          rating: correct ? 'good' : 'again',
          source: 'quiz',
          answeredAt,
        });
        // Past the day's reviews, the game is still saved; its answers no longer move schedules.
        if (recorded === 'limit') return;
      }
    },

    async stats(userId: string, query: { timeZone?: string }): Promise<StudyStats> {
      const timeZone = timeZoneOf(query.timeZone);
      const today = dayOf(deps.now(), timeZone);
      const historyStart = startOfDay(addDays(today, 1 - REVIEW_HISTORY_DAYS), timeZone);
      const [cards, perDay, reviewDays, tallies] = await Promise.all([
        repository.studyableCards(userId),
        repository.reviewsPerDay(userId, timeZone, historyStart),
        repository.reviewDays(userId, timeZone),
        repository.reviewTallies(userId, timeZone, historyStart),
      ]);
      return studyStats({ today, timeZone, cards, reviewsPerDay: perDay, reviewDays, tallies });
    },

    settings: (userId: string) => repository.settings(userId),
    updateSettings: (userId: string, settings: StudySettings) =>
      repository.updateSettings(userId, settings),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
