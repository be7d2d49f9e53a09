import type { CatalogueEvent } from '@chronodeck/contract';
import { searchWords } from '@chronodeck/catalogue';
import { translatedTexts } from '@chronodeck/catalogue/translations';
import type { Catalogue } from '../../catalogue/catalogue';

/** What is asked about: a title, and a year when the caller knows it. */
export interface EventSubject {
  title: string;
  year?: number;
}

/** Years a person's event may be off from the catalogue's and still be the same event. */
const YEAR_TOLERANCE = 2;

/** True when every significant word of `name` appears in the text asked about. */
function nameCoveredBy(name: string, askedAbout: string): boolean {
  const asked = new Set(searchWords(askedAbout));
  return searchWords(name).every((word) => asked.has(word));
}

/** The event's title in each of the five languages. */
const titlesOf = (event: CatalogueEvent) => [
  event.title,
  ...translatedTexts(event._id).map((text) => text.title),
];

/**
 * The other names the data gives an event: its keywords of two words or more ("Grito do
 * Ipiranga", "Lei Áurea", "Fall of the Bastille"). A one-word keyword ("independence", "slavery")
 * is a theme, not a name.
 */
const aliasesOf = (event: CatalogueEvent) =>
  event.keywords.filter((keyword) => searchWords(keyword).length >= 2);

/**
 * The events a title's words find, within a couple of years of the one given, the nearest first:
 * one search, whose work the catalogue search bounds.
 */
function candidatesFor(catalogue: Catalogue, { title, year }: EventSubject) {
  const yearsOff = (event: CatalogueEvent) =>
    year === undefined ? 0 : Math.abs(event.year - year);
  return catalogue.search
    .search(title, { limit: 20 })
    .map((hit) => hit.event)
    .filter((event) => yearsOff(event) <= YEAR_TOLERANCE)
    .sort((a, b) => yearsOff(a) - yearsOff(b));
}

/** The first candidate whose title (in any language) is the one asked, or wholly in it. */
function withTitleOf(candidates: readonly CatalogueEvent[], asked: string) {
  const askedTitle = asked.toLowerCase();
  const askedWords = searchWords(asked).join(' ');
  const withTitle = (matches: (title: string) => boolean) =>
    candidates.find((event) => titlesOf(event).some(matches));
  return (
    withTitle((title) => title.toLowerCase() === askedTitle) ??
    withTitle((title) => searchWords(title).join(' ') === askedWords) ??
    withTitle((title) => nameCoveredBy(title, asked))
  );
}

/**
 * The one candidate known by another name that the title asked says ("Grito do Ipiranga" is
 * Brazil's declaration of independence). A name several candidates share ("French Revolution")
 * names none of them.
 */
function withAliasOf(candidates: readonly CatalogueEvent[], asked: string) {
  const named = candidates.filter((event) =>
    aliasesOf(event).some((alias) => nameCoveredBy(alias, asked)),
  );
  return named.length === 1 ? named[0] : undefined;
}

/** Letters of a word compared when matching a person's wording: "founded" meets "founding". */
const STEM_LENGTH = 5;

const stemsOf = (text: string) =>
  new Set(searchWords(text).map((word) => word.slice(0, STEM_LENGTH)));

/**
 * True when a person's title names the same event as the catalogue's titles: every word of one of
 * its titles is in it, or every word of it is among its titles' words (in any of the languages),
 * compared by stem ("Founding of Rome" and "Rome is founded"; "Independence of Brazil" and "Brazil
 * declares independence"; "Lei Áurea abolishes slavery"). Two words at least: one shared word is
 * not enough.
 */
function sameSubject(event: CatalogueEvent, asked: string): boolean {
  const words = stemsOf(asked);
  if (words.size < 2) return false;
  const titles = titlesOf(event).map(stemsOf);
  const titleWords = new Set(titles.flatMap((title) => [...title]));
  return (
    [...words].every((word) => titleWords.has(word)) ||
    titles.some((title) => title.size >= 2 && [...title].every((word) => words.has(word)))
  );
}

/**
 * Of the candidates naming the same subject, the one whose title adds the fewest words to what
 * was asked: "Independence of Brazil" is "Brazil declares independence" before "Portugal
 * recognises Brazilian independence".
 */
function closestSubject(candidates: readonly CatalogueEvent[], asked: string) {
  const words = stemsOf(asked);
  const extraWords = (event: CatalogueEvent) =>
    Math.min(
      ...titlesOf(event).map(
        (title) => [...stemsOf(title)].filter((word) => !words.has(word)).length,
      ),
    );
  return candidates
    .filter((event) => sameSubject(event, asked))
    .map((event, rank) => ({ event, rank, extra: extraWords(event) }))
    .sort((a, b) => a.extra - b.extra || a.rank - b.rank)[0]?.event;
}

/**
 * The catalogue event a person's own event (a student's, a teacher's) is about, in any of the five
 * languages, for insights and summaries alike: its title first, exactly or wholly within what was
 * asked; else another name the data gives it; else a title with the same words in other forms.
 * Within a couple of years when the year is known, the nearest first. Undefined rather than a
 * guess: the offline provider would rather say it knows nothing than describe the wrong event.
 */
export function findEventAbout(
  catalogue: Catalogue,
  subject: EventSubject,
): CatalogueEvent | undefined {
  const candidates = candidatesFor(catalogue, subject);
  return (
    withTitleOf(candidates, subject.title) ??
    withAliasOf(candidates, subject.title) ??
    closestSubject(candidates, subject.title)
  );
}
