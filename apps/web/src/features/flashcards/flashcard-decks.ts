import type { CatalogueCategory, CatalogueEvent, Deck } from '@chronodeck/contract';

/** What a flashcard shows: the year on the front, title and description on the back. */
export interface Flashcard {
  key: string;
  year: number;
  title: string;
  description: string;
}

/**
 * A deck the dropdown offers, named by kind so ids of different sources never collide: the
 * student's own decks, their teachers' shared decks, and the catalogue's categories, which give
 * guests something to study too.
 */
export type FlashcardDeckChoice = `own:${string}` | `shared:${string}` | `catalogue:${string}`;

export const ownChoice = (deck: Deck): FlashcardDeckChoice => `own:${deck._id}`;
export const sharedChoice = (deck: Deck): FlashcardDeckChoice => `shared:${deck._id}`;
export const catalogueChoice = (category: CatalogueCategory): FlashcardDeckChoice =>
  `catalogue:${category}`;

export const deckCards = (deck: Deck): Flashcard[] =>
  deck.events.map((event) => ({
    key: event._id,
    year: event.year,
    title: event.title,
    description: event.description,
  }));

export const categoryCards = (events: readonly CatalogueEvent[], category: string): Flashcard[] =>
  events
    .filter((event) => event.category === category)
    .map((event) => ({
      key: event._id,
      year: event.year,
      title: event.title,
      description: event.description,
    }));

export interface DeckSources {
  own: readonly Deck[] | undefined;
  shared: readonly Deck[] | undefined;
  catalogue: readonly CatalogueEvent[] | undefined;
}

/**
 * The cards of the chosen deck: undefined while its source is still loading, null when the deck
 * is not there (deleted, perhaps from another tab).
 */
export function cardsForChoice(
  choice: FlashcardDeckChoice,
  sources: DeckSources,
): Flashcard[] | null | undefined {
  const [kind, ...rest] = choice.split(':');
  const id = rest.join(':');
  if (kind === 'catalogue') return sources.catalogue && categoryCards(sources.catalogue, id);
  const decks = kind === 'own' ? sources.own : sources.shared;
  if (!decks) return undefined;
  const deck = decks.find((candidate) => candidate._id === id);
  return deck ? deckCards(deck) : null;
}
