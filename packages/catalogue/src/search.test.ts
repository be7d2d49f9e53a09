import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueEvents } from './events';
import { createCatalogueSearch, MAX_SCORED_MATCHES, type SearchWork } from './search';
import { MAX_QUERY_WORDS, normaliseSearchTerm, searchWords } from './search-words';

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

  it('restricts results to regions', () => {
    const hits = catalogue.search('war', { regions: ['Africa', 'Oceania'] });
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(['Africa', 'Oceania']).toContain(hit.event.region);
  });

  it('scores every word of a query, however many matches the one before it has', () => {
    // "Chinese" also searches China's names in five languages, whose matches used to spend the
    // whole budget before "dynasties" was scored: no event then matched both.
    const [best] = catalogue.search('Chinese dynasties', { limit: 1 });
    expect(best?.matchesAll).toBe(true);
    expect(best?.event.title).toMatch(/dynast/i);
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

describe('catalogue search work', () => {
  const workOf = (query: string): SearchWork => {
    const work = { words: 0, scored: 0 };
    catalogue.search(query, { limit: catalogueEvents.length, work });
    return work;
  };

  // Single letters and the commonest three-letter prefixes are the costliest words there are.
  const costlyWord = fc.constantFrom('s', 'c', 'p', 'i', 'ii', 'co', 'con', 'war', 'ind', 'emp');
  const anyQuery = fc.oneof(
    fc.string({ maxLength: 2000 }),
    fc.string({ unit: 'grapheme', maxLength: 400 }),
    fc.array(costlyWord, { maxLength: 300 }).map((words) => words.join(' ')),
    fc
      .array(fc.stringMatching(/^[a-z]{1,24}$/), { maxLength: 100 })
      .map((words) => words.join(' ')),
  );

  it('looks up a bounded number of words and scores a bounded number of matches, whatever the query', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const work = workOf(query);
        expect(work.words).toBeLessThanOrEqual(MAX_QUERY_WORDS);
        expect(work.scored).toBeLessThanOrEqual(MAX_SCORED_MATCHES);
      }),
      { numRuns: 300 },
    );
  });

  it('counts the work of an ordinary query, which stays well within the bounds', () => {
    const work = workOf('french revolution');
    expect(work.words).toBe(2);
    expect(work.scored).toBeGreaterThan(0);
    // Its two words, the other names of France and the stem "revolu" reach half the budget at most.
    expect(work.scored).toBeLessThan(MAX_SCORED_MATCHES / 2);
  });

  it('matches a word of one or two letters only whole, never as a prefix', () => {
    const hits = catalogue.search('World War I', { limit: 5 });
    expect(hits[0]?.event.title).toMatch(/World War I\b/);
    for (const { event } of catalogue.search('v', { limit: catalogueEvents.length })) {
      const text = [event.title, event.description, event.topic, ...event.keywords];
      expect(searchWords([...text, ...event.people, ...event.places].join(' '))).toContain('v');
    }
  });
});
