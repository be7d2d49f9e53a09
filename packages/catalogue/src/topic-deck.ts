import type { CatalogueEvent } from '@chronodeck/contract';
import type { CatalogueSearch } from './search';

export interface TopicDeckOptions {
  size: number;
  /** Only events naming people (a deck of key figures). */
  withPeople?: boolean;
}

/**
 * A hit matching only some words of a multi-word topic joins the deck only when it scores at least
 * this share of the best hit: "French Revolution" should not pull in every event that says "French".
 */
const PARTIAL_MATCH_MIN_SHARE = 0.5;
const CANDIDATES = 60;

/**
 * The offline deck for a topic: the best-matching catalogue events, those matching every word of
 * the topic first, then strong partial matches; at most `size`, in chronological order. Nothing
 * relevant gives an empty deck, never a filler.
 */
export function topicDeck(
  search: CatalogueSearch,
  topic: string,
  { size, withPeople = false }: TopicDeckOptions,
): CatalogueEvent[] {
  const hits = search
    .search(topic, { limit: CANDIDATES })
    .filter((hit) => !withPeople || hit.event.people.length > 0);
  const best = Math.max(0, ...hits.map((hit) => hit.score));
  const seen = new Set<string>();
  return hits
    .filter((hit) => hit.matchesAll || hit.score >= best * PARTIAL_MATCH_MIN_SHARE)
    .map((hit) => hit.event)
    .filter((event) => {
      // The catalogue repeats a few events across categories; a deck shows each once.
      const key = `${event.title}|${event.year}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, size)
    .sort((a, b) => a.year - b.year);
}
