import MiniSearch, { type SearchOptions } from 'minisearch';
import type { CatalogueCategory, CatalogueEvent } from '@chronodeck/contract';

export interface CatalogueSearchHit {
  event: CatalogueEvent;
  score: number;
  /** True when the event matched every significant word of the query. */
  matchesAll: boolean;
}

export interface CatalogueSearchOptions {
  category?: CatalogueCategory;
  limit?: number;
}

export interface CatalogueSearch {
  /** Best-matching events first. Events matching every word rank before events matching some. */
  search(query: string, options?: CatalogueSearchOptions): CatalogueSearchHit[];
}

const SEARCHED_FIELDS = ['title', 'people', 'keywords', 'places', 'topic', 'description'] as const;
const FIELD_BOOSTS = { title: 4, people: 3, keywords: 3, places: 2, topic: 1.5, description: 1 };
const DEFAULT_LIMIT = 20;

/** Words too common to tell events apart. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'the',
  'to',
  'was',
  'were',
  'with',
  'de',
  'da',
  'do',
  'dos',
  'das',
]);

/** Lower case without accents, so "Getulio" finds "Getúlio"; stop words dropped. */
export function normaliseSearchTerm(term: string): string | null {
  const normalised = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return normalised.length === 0 || STOP_WORDS.has(normalised) ? null : normalised;
}

/** Typos are forgiven on words of four letters or more; shorter words must match exactly or as a prefix. */
function fuzziness(term: string): number | false {
  return term.length >= 4 ? 0.2 : false;
}

const BASE_SEARCH_OPTIONS: SearchOptions = { boost: FIELD_BOOSTS, prefix: true, fuzzy: fuzziness };

/** An event naming the whole query as one of its keywords, people or places, or in its title, ranks first. */
const PHRASE_BONUS = 3;

/** The words of a text as the index sees them: normalised, stop words dropped. */
export function searchWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => normaliseSearchTerm(word))
    .filter((word): word is string => word !== null);
}

const phraseOf = (text: string) => searchWords(text).join(' ');

function namesPhrase(event: CatalogueEvent, phrase: string): boolean {
  if (!phrase.includes(' ')) return false;
  const names = [event.title, ...event.keywords, ...event.people, ...event.places];
  return names.some((name) => phraseOf(name).includes(phrase));
}

export function createCatalogueSearch(events: readonly CatalogueEvent[]): CatalogueSearch {
  const index = new MiniSearch<CatalogueEvent>({
    idField: '_id',
    fields: [...SEARCHED_FIELDS],
    processTerm: normaliseSearchTerm,
    extractField: (event, field) => {
      const value = event[field as keyof CatalogueEvent];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
  });
  index.addAll(events);
  const byId = new Map(events.map((event) => [event._id, event]));

  return {
    search(query, options = {}) {
      const filter = options.category
        ? (result: { id: string }) => byId.get(result.id)?.category === options.category
        : undefined;
      const limit = options.limit ?? DEFAULT_LIMIT;
      const wordCount = new Set(searchWords(query)).size;
      const phrase = phraseOf(query);
      const hits = index
        .search(query, { ...BASE_SEARCH_OPTIONS, combineWith: 'OR', filter })
        .flatMap((result) => {
          const event = byId.get(result.id as string);
          if (!event) return [];
          const bonus = namesPhrase(event, phrase) ? PHRASE_BONUS : 1;
          const matchesAll = new Set(result.queryTerms).size >= wordCount;
          return [{ event, score: result.score * bonus, matchesAll }];
        })
        .sort((a, b) => Number(b.matchesAll) - Number(a.matchesAll) || b.score - a.score);
      return hits.slice(0, limit);
    },
  };
}
