import type { CatalogueEvent } from '@chronodeck/contract';
import { searchWords } from '@chronodeck/catalogue';
import type { Catalogue } from '../../catalogue/catalogue';

/** What a prompt asks about: a title, and a year when the prompt gives one. */
export interface PromptSubject {
  title: string;
  year?: number;
}

/**
 * `"Storming of the Bastille" (1789)`: the event browser's prompt (see `eventSummaryPrompt`). The
 * title runs to the last quote before the year, since titles may hold quotes themselves.
 */
const QUOTED_TITLE_AND_YEAR = /"(.{2,200})"\s*\((-?\d{1,5})\)/;
const QUOTED_TITLE = /"([^"]{2,200})"/;
/** `Title: …` and `Year: …` lines, as the class views write them. */
const TITLE_LINE = /^\s*title\s*:\s*(.{2,200})$/im;
const YEAR_LINE = /^\s*year\s*:\s*(-?\d{1,5})\s*$/im;

export function subjectOfPrompt(prompt: string): PromptSubject {
  const quoted = QUOTED_TITLE_AND_YEAR.exec(prompt) ?? QUOTED_TITLE.exec(prompt);
  if (quoted?.[1]) return withYear(quoted[1], quoted[2]);
  const titleLine = TITLE_LINE.exec(prompt);
  if (titleLine?.[1]) return withYear(titleLine[1], YEAR_LINE.exec(prompt)?.[1]);
  return { title: prompt.trim() };
}

function withYear(title: string, year: string | undefined): PromptSubject {
  const parsed = year === undefined ? Number.NaN : Number.parseInt(year, 10);
  return Number.isInteger(parsed) && parsed !== 0
    ? { title: title.trim(), year: parsed }
    : { title: title.trim() };
}

/** True when every significant word of the event's title appears in the text asked about. */
function titleCoveredBy(eventTitle: string, askedAbout: string): boolean {
  const asked = new Set(searchWords(askedAbout));
  return searchWords(eventTitle).every((word) => asked.has(word));
}

/**
 * The catalogue event a prompt is about, or undefined. A search hit counts only when its whole
 * title is in the prompt (and its year matches, when the prompt gives one): the offline provider
 * would rather say it knows nothing than summarise the wrong event.
 */
export function findEventForPrompt(
  catalogue: Catalogue,
  prompt: string,
): CatalogueEvent | undefined {
  return findEvent(catalogue, subjectOfPrompt(prompt));
}

/** The catalogue event with this title (and year, when given), by the same strict rule. */
export function findEvent(
  catalogue: Catalogue,
  subject: PromptSubject,
): CatalogueEvent | undefined {
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
