import { useSession } from '../session/use-session';
import { useCategoryEvents } from '../catalogue/catalogue-events-api';
import { useDecks, useSharedDecks } from './decks-api';
import { useLiveDecks } from './use-live-decks';
import {
  cardsForChoice,
  catalogueCategoryOf,
  titleForChoice,
  type DeckChoice,
} from './deck-choice';

/**
 * The decks a student can study and the cards of the chosen one: own and shared decks when signed
 * in (reloaded live), a catalogue category's events only once that category is chosen.
 */
export function useStudyDeck(choice: DeckChoice | '') {
  const { user } = useSession();
  const signedIn = user !== null;
  const own = useDecks(signedIn);
  const shared = useSharedDecks(signedIn);
  useLiveDecks(signedIn);
  const category = catalogueCategoryOf(choice);
  const catalogue = useCategoryEvents(category);
  // A category the catalogue does not have (an old remembered choice) is an empty deck.
  const catalogueEvents = category ? catalogue.data : [];
  const sources = { own: own.data, shared: shared.data, catalogue: catalogueEvents };
  return {
    own: own.data ?? [],
    shared: shared.data ?? [],
    /** Undefined while loading; null when the chosen deck is gone. */
    cards: choice ? cardsForChoice(choice, sources) : undefined,
    title: choice ? titleForChoice(choice, sources) : undefined,
    decksFailed: own.isError || shared.isError,
    catalogueFailed: catalogue.isError,
  };
}
