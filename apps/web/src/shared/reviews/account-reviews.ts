import {
  API_ROUTES,
  DEFAULT_STUDY_SETTINGS,
  DueListSchema,
  ReviewResultSchema,
  StudyStatsSchema,
  type Deck,
  type DueCard,
} from '@chronodeck/contract';
import { createScheduler } from '@chronodeck/srs';
import { apiRequest } from '../api/api-client';
import { QUEUED, sendOrQueue } from '../offline/send-or-queue';
import type { ReviewBackend, ReviewCard } from './review-backend';

const toReviewCard = ({ card, deck, memory }: DueCard): ReviewCard => ({
  key: card._id,
  year: card.year,
  title: card.title,
  description: card.description,
  deck,
  memory,
});

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  return `${path}?${params.toString()}`;
};

/**
 * A signed-in student's reviews, kept by the server. Offline, a rating is scheduled in the
 * browser with the same scheduler and the student's settings, and waits in the outbox with the
 * time it was made; the server records it once when the network is back.
 */
export function accountReviews(
  userId: string,
  own: readonly Deck[],
  shared: readonly Deck[],
  now: () => Date = () => new Date(),
): ReviewBackend {
  let settings = DEFAULT_STUDY_SETTINGS;
  return {
    kind: 'account',
    decks: () =>
      [...own, ...shared].map((deck) => ({
        _id: deck._id,
        title: deck.title,
        shared: deck.shared,
        className: deck.className,
      })),
    async due(deckId, timeZone) {
      const list = await apiRequest(
        withQuery(API_ROUTES.student.dueReviews, { deckId, timeZone }),
        {
          schema: DueListSchema,
        },
      );
      settings = list.settings;
      return { ...list, cards: list.cards.map(toReviewCard) };
    },
    async rate({ reviewId, cardKey, rating, memory }) {
      const reviewedAt = now();
      const body = { reviewId, cardId: cardKey, rating, reviewedAt: reviewedAt.toISOString() };
      const result = await sendOrQueue(
        userId,
        API_ROUTES.student.reviews,
        body,
        ReviewResultSchema,
      );
      if (result !== QUEUED) return result.memory;
      return createScheduler(settings).review(memory, rating, reviewedAt).memory;
    },
    keepGuestQuizAnswers: () => {},
    stats: (timeZone) =>
      apiRequest(withQuery(API_ROUTES.student.reviewStats, { timeZone }), {
        schema: StudyStatsSchema,
      }),
  };
}
