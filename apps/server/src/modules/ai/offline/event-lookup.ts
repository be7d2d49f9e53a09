import type { CatalogueEvent } from '@chronodeck/contract';
import { searchWords } from '@chronodeck/catalogue';
import { translatedTexts } from '@chronodeck/catalogue/translations';
import type { Catalogue } from '../../catalogue/catalogue';

/** What is asked about: a title, and a year when the caller knows it. */
export interface EventSubject {
  title: string;
  year?: number;
}

/** True when every significant word of the event's title appears in the text asked about. */
function titleCoveredBy(eventTitle: string, askedAbout: string): boolean {
  const asked = new Set(searchWords(askedAbout));
  return searchWords(eventTitle).every((word) => asked.has(word));
}

/** The event's title in each of the five languages. */
const titlesOf = (event: CatalogueEvent) => [
  event.title,
  ...translatedTexts(event._id).map((text) => text.title),
];

/**
 * The catalogue event with this title in any of the five languages (and year, when given), or
 * undefined. A search hit counts
 * only when its whole title is in the title asked about and its year is the one given: the
 * offline provider would rather say it knows nothing than summarise the wrong event.
 */
export function findEvent(catalogue: Catalogue, subject: EventSubject): CatalogueEvent | undefined {
  const candidates = catalogue.search
    .search(subject.title, { limit: 20 })
    .map((hit) => hit.event)
    .filter((event) => subject.year === undefined || event.year === subject.year);
  const askedTitle = subject.title.toLowerCase();
  const askedWords = searchWords(subject.title).join(' ');
  const withTitle = (matches: (title: string) => boolean) =>
    candidates.find((event) => titlesOf(event).some(matches));
  return (
    withTitle((title) => title.toLowerCase() === askedTitle) ??
    withTitle((title) => searchWords(title).join(' ') === askedWords) ??
    withTitle((title) => titleCoveredBy(title, subject.title))
  );
}
