import {
  API_ROUTES,
  DueListSchema,
  ReviewResultSchema,
  StudyStatsSchema,
  type Deck,
  type DueCard,
} from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';
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

/** A signed-in student's reviews, kept by the server. */
export function accountReviews(own: readonly Deck[], shared: readonly Deck[]): ReviewBackend {
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
      return { ...list, cards: list.cards.map(toReviewCard) };
    },
    async rate({ reviewId, cardKey, rating }) {
      const result = await apiRequest(API_ROUTES.student.reviews, {
        method: 'POST',
        body: { reviewId, cardId: cardKey, rating },
        schema: ReviewResultSchema,
      });
      return result.memory;
    },
    keepGuestQuizAnswers: () => {},
    stats: (timeZone) =>
      apiRequest(withQuery(API_ROUTES.student.reviewStats, { timeZone }), {
        schema: StudyStatsSchema,
      }),
  };
}
