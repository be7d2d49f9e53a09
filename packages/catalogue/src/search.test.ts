import { describe, expect, it } from 'vitest';
import { catalogueEvents } from './events';
import { createCatalogueSearch, normaliseSearchTerm } from './search';

const catalogue = createCatalogueSearch(catalogueEvents);
const topTitles = (query: string, limit = 3) =>
  catalogue.search(query, { limit }).map((hit) => hit.event.title);
const topEvents = (query: string, limit = 5) =>
  catalogue.search(query, { limit }).map((hit) => hit.event);

describe('catalogue search', () => {
  it('finds French Revolution events first for "french revolution"', () => {
    for (const event of topEvents('french revolution')) {
      expect(`${event.title} ${event.keywords.join(' ')}`).toMatch(
        /french revolution|bastille|estates|terror|louis xvi/i,
      );
    }
  });

  it('finds Getúlio Vargas for "Vargas", accents or not', () => {
    for (const query of ['Vargas', 'getulio vargas']) {
      for (const event of topEvents(query)) expect(event.people.join(' ')).toMatch(/Vargas/);
    }
  });

  it('finds Cold War events for "cold war"', () => {
    for (const event of topEvents('cold war')) {
      expect(`${event.topic} ${event.keywords.join(' ')} ${event.description}`).toMatch(
        /cold war/i,
      );
    }
  });

  it('forgives a typo and completes a prefix', () => {
    expect(topTitles('Magna Crta', 1)[0]).toMatch(/Magna Carta/);
    expect(topTitles('Thermopy', 1)[0]).toMatch(/Thermopylae/);
  });

  it('restricts results to a category', () => {
    const hits = catalogue.search('independence', { category: 'Brazilian History' });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.event.category).toBe('Brazilian History');
  });

  it('returns nothing for nonsense and for stop words alone', () => {
    expect(catalogue.search('qwxzvbnm')).toEqual([]);
    expect(catalogue.search('the of and')).toEqual([]);
  });

  it('normalises accents and case, and drops stop words', () => {
    expect(normaliseSearchTerm('Getúlio')).toBe('getulio');
    expect(normaliseSearchTerm('The')).toBeNull();
  });
});
