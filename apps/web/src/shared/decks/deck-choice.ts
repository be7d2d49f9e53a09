import type { CatalogueCategory, CatalogueEvent, Deck } from '@chronodeck/contract';
import { CatalogueCategorySchema, isInCategory } from '@chronodeck/contract';

/** One card of a deck being studied: a flashcard, or an event of a quiz. */
export interface StudyCard {
  key: string;
  year: number;
  title: string;
  description: string;
}

/**
 * A deck the flashcard and quiz dropdowns offer, named by kind so ids of different sources never
 * collide: the student's own decks, their teachers' shared decks, and the catalogue's categories,
 * which give guests something to study too.
 */
export type DeckChoice = `own:${string}` | `shared:${string}` | `catalogue:${string}`;

export const ownChoice = (deck: Deck): DeckChoice => `own:${deck._id}`;
export const sharedChoice = (deck: Deck): DeckChoice => `shared:${deck._id}`;
export const catalogueChoice = (category: CatalogueCategory): DeckChoice => `catalogue:${category}`;

/** The catalogue category a choice names, if it names one the catalogue has. */
export function catalogueCategoryOf(choice: DeckChoice | ''): CatalogueCategory | null {
  if (!choice.startsWith('catalogue:')) return null;
  const category = CatalogueCategorySchema.safeParse(choice.slice('catalogue:'.length));
  return category.success ? category.data : null;
}

/** The class deck a choice names (a shared deck), whose games count in its class's results. */
export const classDeckIdOf = (choice: DeckChoice | ''): string | undefined =>
  choice.startsWith('shared:') ? choice.slice('shared:'.length) : undefined;

export const deckCards = (deck: Deck): StudyCard[] =>
  deck.events.map((event) => ({
    key: event._id,
    year: event.year,
    title: event.title,
    description: event.description,
  }));

export const categoryCards = (events: readonly CatalogueEvent[], category: string): StudyCard[] =>
  events
    .filter((event) => isInCategory(event, category))
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
  choice: DeckChoice,
  sources: DeckSources,
): StudyCard[] | null | undefined {
  const [kind, ...rest] = choice.split(':');
  const id = rest.join(':');
  if (kind === 'catalogue') return sources.catalogue && categoryCards(sources.catalogue, id);
  const decks = kind === 'own' ? sources.own : sources.shared;
  if (!decks) return undefined;
  const deck = decks.find((candidate) => candidate._id === id);
  return deck ? deckCards(deck) : null;
}

/** The name a finished game is filed under: the deck's title, or the catalogue category. */
export function titleForChoice(choice: DeckChoice, sources: DeckSources): string | undefined {
  const [kind, ...rest] = choice.split(':');
  const id = rest.join(':');
  if (kind === 'catalogue') return id;
  const decks = kind === 'own' ? sources.own : sources.shared;
  return decks?.find((deck) => deck._id === id)?.title;
}
