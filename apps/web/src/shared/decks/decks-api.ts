import { useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  DeckListSchema,
  DeckSchema,
  fillRoute,
  SuccessResponseSchema,
  type Deck,
  type DeckEventInput,
} from '@chronodeck/contract';
import { apiRequest } from '../api/api-client';
import { useOptimisticListMutation } from '../api/optimistic-list';

export const DECKS_QUERY_KEY = ['student', 'decks'] as const;
export const SHARED_DECKS_QUERY_KEY = ['student', 'shared-decks'] as const;

/** The student's own decks with their cards. */
export const useDecks = (signedIn: boolean) =>
  useQuery({
    queryKey: DECKS_QUERY_KEY,
    enabled: signedIn,
    queryFn: () => apiRequest(API_ROUTES.student.decks, { schema: DeckListSchema }),
  });

/** Decks the teachers of the student's classes share with them (read-only). */
export const useSharedDecks = (signedIn: boolean) =>
  useQuery({
    queryKey: SHARED_DECKS_QUERY_KEY,
    enabled: signedIn,
    queryFn: () => apiRequest(API_ROUTES.student.sharedDecks, { schema: DeckListSchema }),
  });

const useDeckMutation = <Variables, Result>(
  request: (variables: Variables) => Promise<Result>,
  applyLocally?: (decks: Deck[], variables: Variables) => Deck[],
) => useOptimisticListMutation({ queryKey: DECKS_QUERY_KEY, request, applyLocally });

export const useCreateDeck = () =>
  useDeckMutation((title: string) =>
    apiRequest(API_ROUTES.student.decks, { method: 'POST', body: { title }, schema: DeckSchema }),
  );

export const useDeleteDeck = () =>
  useDeckMutation(
    (deckId: string) =>
      apiRequest(fillRoute(API_ROUTES.student.deck, { deckId }), {
        method: 'DELETE',
        schema: SuccessResponseSchema,
      }),
    (decks, deckId) => decks.filter((deck) => deck._id !== deckId),
  );

interface CardForDeck {
  deckTitle: string;
  card: DeckEventInput;
}

export const useAddCardToDeck = () =>
  useDeckMutation(({ deckTitle, card }: CardForDeck) =>
    apiRequest(fillRoute(API_ROUTES.student.deckEvents, { deckTitle }), {
      method: 'POST',
      body: card,
      schema: DeckSchema,
    }),
  );

interface CardInDeck {
  deckId: string;
  eventId: string;
}

export const useRemoveCardFromDeck = () =>
  useDeckMutation(
    ({ deckId, eventId }: CardInDeck) =>
      apiRequest(fillRoute(API_ROUTES.student.deckEvent, { deckId, eventId }), {
        method: 'DELETE',
        schema: SuccessResponseSchema,
      }),
    (decks, { deckId, eventId }) =>
      decks.map((deck) =>
        deck._id === deckId
          ? { ...deck, events: deck.events.filter((event) => event._id !== eventId) }
          : deck,
      ),
  );
