import { useSession } from '../session/use-session';
import { useCatalogueEvents } from '../catalogue/catalogue-events-api';
import { useDecks, useSharedDecks } from './decks-api';
import { useLiveDecks } from './use-live-decks';
import { cardsForChoice, titleForChoice, type DeckChoice } from './deck-choice';

/**
 * The decks a student can study and the cards of the chosen one: own and shared decks when signed
 * in (reloaded live), the catalogue only once a catalogue deck is chosen.
 */
export function useStudyDeck(choice: DeckChoice | '') {
  const { user } = useSession();
  const signedIn = user !== null;
  const own = useDecks(signedIn);
  const shared = useSharedDecks(signedIn);
  useLiveDecks(signedIn);
  const catalogue = useCatalogueEvents(choice.startsWith('catalogue:'));
  const sources = { own: own.data, shared: shared.data, catalogue: catalogue.data };
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
