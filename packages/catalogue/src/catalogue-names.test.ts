import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, CATALOGUE_TOPICS, LANGUAGES } from '@chronodeck/contract';
import { CATEGORY_NAMES, TOPIC_NAMES, categoryName, topicName } from './catalogue-names';

/** The web app's names of the categories and topics, read as data: the catalogue imports no app. */
function webCatalogueNames(language: string) {
  const file = path.join(import.meta.dirname, `../../../apps/web/src/locales/${language}.json`);
  const locale = JSON.parse(readFileSync(file, 'utf8')) as {
    catalogue: { categories: Record<string, string>; topics: Record<string, string> };
  };
  return locale.catalogue;
}

/** The web's key for a name: "Modern European History" → "modernEuropeanHistory". */
const webKey = (name: string) =>
  name
    .split(' ')
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : `${word[0]!.toUpperCase()}${word.slice(1)}`,
    )
    .join('');

describe('the catalogue’s names in each language', () => {
  it('name every category and topic in English as the data does', () => {
    for (const category of CATALOGUE_CATEGORIES) {
      expect(categoryName(category, 'en')).toBe(category);
    }
    for (const topic of CATALOGUE_TOPICS) expect(topicName(topic, 'en')).toBe(topic);
  });

  it.each(LANGUAGES)('say in %s what the web app’s filters say', (language) => {
    const web = webCatalogueNames(language);
    for (const category of CATALOGUE_CATEGORIES) {
      expect(CATEGORY_NAMES[language][category]).toBe(web.categories[webKey(category)]);
    }
    for (const topic of CATALOGUE_TOPICS) {
      expect(TOPIC_NAMES[language][topic]).toBe(web.topics[webKey(topic)]);
    }
  });
});
