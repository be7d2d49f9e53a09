import { describe, expect, it } from 'vitest';
import { DECK_CATEGORIES, DeckCategorySchema } from '@chronodeck/contract';
import { createBuiltInSearch } from './built-in-search';
import relevanceSet from './deck-relevance-set.json';
import { catalogueEvents } from './events';
import { exploreDeck } from './topic-deck';

const search = createBuiltInSearch(catalogueEvents);
const DECK_SIZE = 12;
const knownIds = new Set(catalogueEvents.map((event) => event._id));

/** Each topic with the Explore category it is asked in; the set names Events by leaving it out. */
const topics = relevanceSet.topics.map((topic) => ({
  ...topic,
  category: DeckCategorySchema.parse(topic.category ?? 'Events'),
}));

describe('the deck relevance set', () => {
  it('spans at least 60 topics in the five languages, naming only catalogue events', () => {
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(new Set(topics.map((topic) => topic.language))).toEqual(
      new Set(['en', 'fr', 'pt', 'es', 'it']),
    );
    const named = topics.flatMap((topic) => [...topic.mustInclude, ...topic.mustExclude]);
    expect(named.filter((id) => !knownIds.has(id))).toEqual([]);
  });

  it('asks in every Explore category, each topic but a quotation one naming its central events', () => {
    expect(new Set(topics.map((topic) => topic.category))).toEqual(new Set(DECK_CATEGORIES));
    const withoutCentralEvents = topics.filter(
      (topic) => topic.category !== 'Quotes' && topic.mustInclude.length === 0,
    );
    expect(withoutCentralEvents.map((topic) => topic.topic)).toEqual([]);
  });

  it.each(topics.map((topic) => [topic.language, topic.topic, topic.category, topic] as const))(
    '%s "%s" (%s): the deck holds the events central to it and none merely sharing a word',
    (_, topic, category, { mustInclude, mustExclude }) => {
      const deck = exploreDeck(search, topic, category, DECK_SIZE).map((event) => event._id);
      expect(mustInclude.filter((id) => !deck.includes(id))).toEqual([]);
      expect(mustExclude.filter((id) => deck.includes(id))).toEqual([]);
    },
  );
});
