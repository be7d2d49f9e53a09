import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AiStatusSchema,
  API_ROUTES,
  DeckSchema,
  fillRoute,
  GenerateDeckResponseSchema,
  type Deck,
  type DeckCategory,
  type GeneratedCard,
  type Language,
} from '@chronodeck/contract';
import { apiRequest } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { DECKS_QUERY_KEY } from '../../shared/decks/decks-api';

/** Which provider answers, so results can be labelled "AI" or "Offline knowledge base". */
export const useAiStatus = () =>
  useQuery({
    queryKey: ['ai-status'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => apiRequest(API_ROUTES.ai.status, { schema: AiStatusSchema }),
  });

export interface DeckGeneration {
  topic: string;
  category: DeckCategory;
  language: Language;
}

export const useGenerateDeck = () =>
  useMutation({
    mutationFn: (request: DeckGeneration) =>
      apiRequest(API_ROUTES.ai.generateDeck, {
        method: 'POST',
        body: request,
        schema: GenerateDeckResponseSchema,
      }),
  });

async function createDeckUnlessItExists(title: string): Promise<void> {
  try {
    await apiRequest(API_ROUTES.student.decks, {
      method: 'POST',
      body: { title },
      schema: DeckSchema,
    });
  } catch (error) {
    // Saving into an existing deck is what choosing its title means.
    if (!(error instanceof ApiError && error.code === 'DECK_TITLE_TAKEN')) throw error;
  }
}

export interface DeckSave {
  title: string;
  cards: GeneratedCard[];
}

/** Puts every generated card into a deck, creating the deck when the title is new. */
export function useSaveGeneratedDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, cards }: DeckSave): Promise<Deck | undefined> => {
      await createDeckUnlessItExists(title);
      let saved: Deck | undefined;
      for (const card of cards) {
        saved = await apiRequest(fillRoute(API_ROUTES.student.deckEvents, { deckTitle: title }), {
          method: 'POST',
          body: card,
          schema: DeckSchema,
        });
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }),
  });
}
