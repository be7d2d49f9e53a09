import { describe, expect, it } from 'vitest';
import type { CatalogueEvent, Deck } from '@chronodeck/contract';
import {
  cardsForChoice,
  catalogueCategoryOf,
  catalogueChoice,
  ownChoice,
  sharedChoice,
} from './deck-choice';

const card = (id: string, year: number) => ({
  _id: id,
  title: `Event ${id}`,
  year,
  category: '',
  description: 'Something happened.',
  summary: '',
  links: [],
  disableAI: false,
  bulletPointsSummary: false,
});

const deck = (id: string, shared: boolean): Deck => ({
  _id: id,
  title: `Deck ${id}`,
  events: [card(`${id}-1`, 1789), card(`${id}-2`, 1815)],
  shared,
  teacherName: shared ? 'Grace' : null,
  className: shared ? '9B' : null,
});

const catalogueEvent = (id: string, category: CatalogueEvent['category']): CatalogueEvent => ({
  _id: id,
  year: -753,
  title: `Catalogue ${id}`,
  description: 'Founding.',
  category,
  topic: 'Founding',
  century: '8th century BCE',
  region: 'Europe',
  people: [],
  places: [],
  keywords: [],
  alsoIn: [],
});

describe('flashcard deck choices', () => {
  const own = [deck('a', false)];
  const shared = [deck('a', true)];
  const catalogue = [
    catalogueEvent('anc-1', 'Ancient History'),
    catalogueEvent('wld-1', 'World History'),
  ];

  it('keeps own and shared decks apart even when their ids collide', () => {
    const sources = { own, shared, catalogue };
    expect(cardsForChoice(ownChoice(own[0]!), sources)?.map((c) => c.key)).toEqual(['a-1', 'a-2']);
    expect(cardsForChoice(sharedChoice(shared[0]!), sources)).toHaveLength(2);
  });

  it('studies a catalogue category, year on the front and title and description behind', () => {
    const cards = cardsForChoice(catalogueChoice('Ancient History'), { own, shared, catalogue });
    expect(cards).toEqual([
      { key: 'anc-1', year: -753, title: 'Catalogue anc-1', description: 'Founding.' },
    ]);
  });

  it('tells a deck still loading (undefined) from a deck that is gone (null)', () => {
    expect(cardsForChoice('own:a', { own: undefined, shared, catalogue })).toBeUndefined();
    expect(cardsForChoice('catalogue:World History', { own, shared, catalogue: undefined })).toBe(
      undefined,
    );
    expect(cardsForChoice('own:gone', { own, shared, catalogue })).toBeNull();
  });
});

describe('the catalogue category of a choice', () => {
  it('names the category a catalogue choice studies, and nothing for other choices', () => {
    expect(catalogueCategoryOf(catalogueChoice('Brazilian History'))).toBe('Brazilian History');
    expect(catalogueCategoryOf('own:Brazilian History')).toBeNull();
    expect(catalogueCategoryOf('')).toBeNull();
  });

  it('names nothing for a category the catalogue does not have', () => {
    expect(catalogueCategoryOf('catalogue:Martian History')).toBeNull();
  });
});
