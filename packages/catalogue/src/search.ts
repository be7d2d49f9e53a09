import MiniSearch, { type SearchOptions } from 'minisearch';
import type { CatalogueCategory, CatalogueEvent, CatalogueRegion } from '@chronodeck/contract';
import { isInCategory } from '@chronodeck/contract';
import { subjectNamesOf, type Subject } from './catalogue-file';
import { placeAliases } from './place-aliases';
import { normaliseSearchTerm, queryWords, searchWords } from './search-words';
import { createSubjectFinder } from './subjects';

export interface CatalogueSearchHit {
  event: CatalogueEvent;
  score: number;
  /** True when the event matched every significant word of the query. */
  matchesAll: boolean;
}

/** What one search cost: the words it looked up and the word–event matches it scored. */
export interface SearchWork {
  words: number;
  scored: number;
}

export interface CatalogueSearchOptions {
  category?: CatalogueCategory;
  /** Only events that happened in one of these regions (a topic naming a continent). */
  regions?: readonly CatalogueRegion[];
  limit?: number;
  /** Adds this search's cost to it; tests and benches read it to check that every query is bounded. */
  work?: SearchWork;
}

/** An event's title and description in another language, searched like its English ones. */
export interface TranslatedText {
  title: string;
  description: string;
}

/** A subject of history a query names, with its catalogue events, the most defining first. */
export interface NamedSubject {
  id: string;
  events: CatalogueEvent[];
  /** The query names the subject among other words: only some of its events fit. */
  narrower: boolean;
}

export interface CatalogueSearch {
  /** Best-matching events first. Events matching every word rank before events matching some. */
  search(query: string, options?: CatalogueSearchOptions): CatalogueSearchHit[];
  /** The subjects of history the query names, in any of the five languages; often none. */
  subjectsNamedBy(query: string): NamedSubject[];
}

/** What the index holds beside the events' English text. */
export interface CatalogueSearchSources {
  /** Each event's title and description in the other languages. */
  translationsOf?: (eventId: string) => readonly TranslatedText[];
  /** The subjects of history, whose names in five languages find their events. */
  subjects?: readonly Subject[];
}

const SEARCHED_FIELDS = [
  'title',
  'people',
  'keywords',
  'places',
  'topic',
  'description',
  'translations',
  'subjects',
] as const;
const FIELD_BOOSTS = {
  title: 4,
  people: 3,
  keywords: 3,
  places: 2,
  topic: 1.5,
  description: 1,
  translations: 1.5,
  subjects: 1,
};
const DEFAULT_LIMIT = 20;

/**
 * Word–event matches scored per query, at most: real queries score a few hundred (about 600 for
 * "World War I"); beyond this budget further matches are skipped unscored, so no query, however
 * many common words it holds, costs more than a few milliseconds.
 */
export const MAX_SCORED_MATCHES = 2000;

/**
 * Words shorter than this match only exactly: as a prefix, "s" would match every word starting with
 * s, and fifty such letters used to score the whole catalogue fifty times over.
 */
const MIN_PREFIX_LENGTH = 3;

/** Typos forgiven per word, at most; a long word would otherwise allow up to six, and their search grows fast. */
const MAX_TYPOS = 2;

/** Typos are forgiven on words of four letters or more; shorter words must match exactly or as a prefix. */
function fuzziness(term: string): number | false {
  return term.length >= 4 ? 0.2 : false;
}

const BASE_SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOSTS,
  prefix: (term) => term.length >= MIN_PREFIX_LENGTH,
  fuzzy: fuzziness,
  maxFuzzy: MAX_TYPOS,
};

/**
 * Words this long are also searched by their first letters, which the five languages' forms of
 * one word share ("revolution", "revolução", "révolution", "revolución", "rivoluzione" aside).
 */
const COGNATE_MIN_LENGTH = 7;
const COGNATE_STEM_LENGTH = 6;

/** An event naming the whole query as one of its keywords, people or places, or in its title, ranks first. */
const PHRASE_BONUS = 3;

const phraseOf = (text: string) => searchWords(text).join(' ');

/** Each event's subjects' names in the five languages, as one text, by event id. */
function subjectNamesByEvent(subjects: readonly Subject[]): ReadonlyMap<string, string> {
  const names = new Map<string, string[]>();
  for (const subject of subjects) {
    const subjectNames = subjectNamesOf(subject);
    for (const eventId of subject.events) {
      names.set(eventId, [...(names.get(eventId) ?? []), ...subjectNames]);
    }
  }
  return new Map([...names].map(([eventId, texts]) => [eventId, texts.join(' ')]));
}

/**
 * Builds the index of the events, English and, through `translationsOf`, every other language's
 * title and description, so a query in any of them finds the event; the names of the subjects an
 * event belongs to find it too.
 */
export function createCatalogueSearch(
  events: readonly CatalogueEvent[],
  { translationsOf = () => [], subjects = [] }: CatalogueSearchSources = {},
): CatalogueSearch {
  const subjectNames = subjectNamesByEvent(subjects);
  const findSubjects = createSubjectFinder(subjects);
  const index = new MiniSearch<CatalogueEvent>({
    idField: '_id',
    fields: [...SEARCHED_FIELDS],
    processTerm: normaliseSearchTerm,
    extractField: (event, field) => {
      if (field === 'subjects') return subjectNames.get(event._id) ?? '';
      if (field === 'translations') {
        return translationsOf(event._id)
          .map((text) => `${text.title} ${text.description}`)
          .join(' ');
      }
      const value = event[field as keyof CatalogueEvent];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
  });
  index.addAll(events);
  const byId = new Map(events.map((event) => [event._id, event]));
  // Its titles in every language, keywords, people and places as phrases, normalised once.
  const namePhrasesOf = (event: CatalogueEvent) =>
    [
      event.title,
      ...translationsOf(event._id).map((text) => text.title),
      ...event.keywords,
      ...event.people,
      ...event.places,
    ].map(phraseOf);
  const namePhrases = new Map(events.map((event) => [event._id, namePhrasesOf(event)]));
  const namesPhrase = (event: CatalogueEvent, phrase: string) =>
    phrase.includes(' ') &&
    (namePhrases.get(event._id) ?? []).some((name) => name.includes(phrase));

  /** The events a search keeps, when its options restrict them to a category or regions. */
  const eventFilter = ({ category, regions }: CatalogueSearchOptions) => {
    if (!category && !regions) return undefined;
    return (result: { id: string }) => {
      const event = byId.get(result.id);
      return (
        event !== undefined &&
        (!category || isInCategory(event, category)) &&
        (!regions || regions.includes(event.region))
      );
    };
  };

  return {
    subjectsNamedBy(query) {
      return findSubjects(query).map(({ subject, narrower }) => ({
        id: subject.id,
        events: subject.events.flatMap((id) => byId.get(id) ?? []),
        narrower,
      }));
    },
    search(query, options = {}) {
      const filter = eventFilter(options);
      const limit = options.limit ?? DEFAULT_LIMIT;
      const words = queryWords(query);
      const phrase = words.join(' ');
      // Each word with the other names of the place or people it names, and the stem a long word
      // shares with its cognates ("revolucao", "revolution"): a hit matches the word when it
      // matches any of them.
      const groups = words.map((word) => [
        word,
        ...placeAliases(word),
        ...(word.length >= COGNATE_MIN_LENGTH ? [word.slice(0, COGNATE_STEM_LENGTH)] : []),
      ]);
      // Each word gets its share of the budget: a word with many matches (a country's names and
      // adjectives in five languages) used to spend it all, leaving the next words unscored.
      const share = Math.floor(MAX_SCORED_MATCHES / Math.max(groups.length, 1));
      const budgets = groups.map(() => ({ scored: 0 }));
      // MiniSearch asks for a document's boost before scoring each match: a boost of 0 skips it.
      const withinBudget = (budget: { scored: number }) => () => {
        if (budget.scored >= share) return 0;
        budget.scored += 1;
        return 1;
      };
      const results = index.search(
        {
          combineWith: 'OR',
          queries: groups.map((group, rank) => ({
            queries: [...new Set(group)],
            combineWith: 'OR',
            boostDocument: withinBudget(budgets[rank]!),
          })),
        },
        { ...BASE_SEARCH_OPTIONS, filter },
      );
      const scored = budgets.reduce((sum, budget) => sum + budget.scored, 0);
      if (options.work) {
        options.work.words += words.length;
        options.work.scored += scored;
      }
      const hits = results
        .flatMap((result) => {
          const event = byId.get(result.id as string);
          if (!event) return [];
          const bonus = namesPhrase(event, phrase) ? PHRASE_BONUS : 1;
          const matched = new Set(result.queryTerms);
          const matchesAll = groups.every((group) => group.some((term) => matched.has(term)));
          return [{ event, score: result.score * bonus, matchesAll }];
        })
        .sort((a, b) => Number(b.matchesAll) - Number(a.matchesAll) || b.score - a.score);
      return hits.slice(0, limit);
    },
  };
}
