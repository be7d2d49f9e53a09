// How relevant the offline decks are: for each topic of the catalogue's relevance set
// (packages/catalogue/src/deck-relevance-set.json, in the five languages, every Explore
// category), the 12-card deck must hold the events central to the topic and none of those that
// only share a word with it. Prints the pass rate per language and the topics that fail; the
// catalogue's tests assert the whole set. Run with `npm run bench:relevance`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeckCategory } from '@chronodeck/contract';
import { exploreDeck } from '@chronodeck/catalogue';
import { createBuiltInSearch } from '@chronodeck/catalogue/built-in-search';
import { catalogueEvents } from '@chronodeck/catalogue/events';

interface RelevanceTopic {
  topic: string;
  language: string;
  /** The Explore category it is asked in; Events when the set names none. */
  category?: DeckCategory;
  mustInclude: string[];
  mustExclude: string[];
}

const DECK_SIZE = 12;
const { topics } = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../packages/catalogue/src/deck-relevance-set.json'),
    'utf8',
  ),
) as { topics: RelevanceTopic[] };
const search = createBuiltInSearch(catalogueEvents);

const results = topics.map((topic) => {
  const deck = new Set(
    exploreDeck(search, topic.topic, topic.category ?? 'Events', DECK_SIZE).map((e) => e._id),
  );
  const missing = topic.mustInclude.filter((id) => !deck.has(id));
  const unrelated = topic.mustExclude.filter((id) => deck.has(id));
  return { ...topic, missing, unrelated, passed: missing.length === 0 && unrelated.length === 0 };
});

const byLanguage = [...new Set(results.map((result) => result.language))].map((language) => {
  const ofLanguage = results.filter((result) => result.language === language);
  return {
    language,
    topics: ofLanguage.length,
    passed: ofLanguage.filter((result) => result.passed).length,
    'unrelated events in decks': ofLanguage.reduce((sum, r) => sum + r.unrelated.length, 0),
  };
});
const passed = results.filter((result) => result.passed).length;
console.log(`offline deck relevance: ${passed} of ${results.length} topics pass`);
console.table(byLanguage);
for (const failed of results.filter((result) => !result.passed)) {
  console.log(
    `${failed.language} "${failed.topic}": missing ${failed.missing.join(', ') || '-'}; unrelated ${failed.unrelated.join(', ') || '-'}`,
  );
}
