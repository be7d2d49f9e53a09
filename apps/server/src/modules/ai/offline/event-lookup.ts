import type { CatalogueEvent } from '@chronodeck/contract';
import { searchWords } from '@chronodeck/catalogue';
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

/**
 * The catalogue event with this title (and year, when given), or undefined. A search hit counts
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
  return (
    candidates.find((event) => event.title.toLowerCase() === askedTitle) ??
    candidates.find((event) => searchWords(event.title).join(' ') === askedWords) ??
    candidates.find((event) => titleCoveredBy(event.title, subject.title))
  );
}
