import { describe, expect, it } from 'vitest';
import { createBuiltInSearch } from './built-in-search';
import relevanceSet from './deck-relevance-set.json';
import { catalogueEvents } from './events';
import { topicDeck } from './topic-deck';

const search = createBuiltInSearch(catalogueEvents);
const DECK_SIZE = 12;
const knownIds = new Set(catalogueEvents.map((event) => event._id));

describe('the deck relevance set', () => {
  it('spans at least 60 topics in the five languages, naming only catalogue events', () => {
    const { topics } = relevanceSet;
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(new Set(topics.map((topic) => topic.language))).toEqual(
      new Set(['en', 'fr', 'pt', 'es', 'it']),
    );
    const named = topics.flatMap((topic) => [...topic.mustInclude, ...topic.mustExclude]);
    expect(named.filter((id) => !knownIds.has(id))).toEqual([]);
  });

  it.each(relevanceSet.topics.map((topic) => [topic.language, topic.topic, topic] as const))(
    '%s "%s": the deck holds the events central to it and none merely sharing a word',
    (_, topic, { mustInclude, mustExclude }) => {
      const deck = topicDeck(search, topic, { size: DECK_SIZE }).map((event) => event._id);
      expect(mustInclude.filter((id) => !deck.includes(id))).toEqual([]);
      expect(mustExclude.filter((id) => deck.includes(id))).toEqual([]);
    },
  );
});
