import {
  EVENT_INPUT_SCHEMAS,
  type DatedEvent,
  type DatedEventInput,
  type EventFormKind,
} from '@chronodeck/contract';
import type { TranslationKey } from '../i18n/translate';

/** What the event forms hold while the person types: every field as text, as typed. */
export interface EventDraft {
  title: string;
  year: string;
  category: string;
  description: string;
  summary: string;
  links: string[];
  disableAI: boolean;
  bulletPointsSummary: boolean;
}

/** The forms a person fills in by hand; deck cards are copied from other events. */
export type EventDraftForm = Exclude<EventFormKind, 'deckCard'>;

type DraftField = 'title' | 'year' | 'category' | 'description' | 'summary' | 'links';
/** Each invalid field with the translation key of its message. */
export type DraftProblems = Partial<Record<DraftField, TranslationKey>>;

/**
 * The message when the schema refuses a field for anything but its length: a required text left
 * empty. Summary and links are never required, so only their length can fail.
 */
const REFUSED: Record<DraftField, TranslationKey> = {
  title: 'eventForm.errors.titleRequired',
  year: 'eventForm.errors.yearRequired',
  category: 'eventForm.errors.categoryRequired',
  description: 'eventForm.errors.descriptionRequired',
  summary: 'eventForm.errors.tooLong',
  links: 'eventForm.errors.tooLong',
};

/** A fresh add form: empty, one empty link, both flags off (SPEC.md §4). */
export const emptyDraft = (): EventDraft => ({
  title: '',
  year: '',
  category: '',
  description: '',
  summary: '',
  links: [''],
  disableAI: false,
  bulletPointsSummary: false,
});

/** The edit dialog starts from a copy of the event. */
export const draftFromEvent = (event: DatedEvent): EventDraft => ({
  title: event.title,
  year: String(event.year),
  category: event.category,
  description: event.description,
  summary: event.summary,
  links: event.links.length > 0 ? [...event.links] : [''],
  disableAI: event.disableAI,
  bulletPointsSummary: event.bulletPointsSummary,
});

/** The year as a whole number, or null when the text is not one (e.g. "1789.5", "12a"). */
export function parseYear(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,5}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The request body the draft stands for; the year is NaN when its text is not a whole number. */
export function draftToInput(draft: EventDraft): DatedEventInput {
  return {
    title: draft.title.trim(),
    year: parseYear(draft.year) ?? Number.NaN,
    category: draft.category.trim(),
    description: draft.description.trim(),
    summary: draft.summary.trim(),
    links: draft.links.map((link) => link.trim()).filter((link) => link.length > 0),
    disableAI: draft.disableAI,
    bulletPointsSummary: draft.bulletPointsSummary,
  };
}

/** What only the typed text can tell: an empty year, or one that is not a whole number. */
function yearTextProblem(text: string): TranslationKey | undefined {
  if (text.trim() === '') return 'eventForm.errors.yearRequired';
  return parseYear(text) === null ? 'eventForm.errors.yearNumber' : undefined;
}

const isDraftField = (field: unknown): field is DraftField =>
  typeof field === 'string' && Object.hasOwn(REFUSED, field);

/**
 * The draft checked with the very schema the server validates the form's request with, each
 * issue told as a translation key: a value over its limit is too long, an empty required text is
 * missing, and a whole-number year the schema refuses is out of range (or 0).
 */
export function draftProblems(draft: EventDraft, form: EventDraftForm): DraftProblems {
  const problems: DraftProblems = {};
  const result = EVENT_INPUT_SCHEMAS[form].safeParse(draftToInput(draft));
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (!isDraftField(field) || problems[field]) continue;
    if (field === 'year') problems.year = 'eventForm.errors.yearRange';
    else problems[field] = issue.code === 'too_big' ? 'eventForm.errors.tooLong' : REFUSED[field];
  }
  const yearText = yearTextProblem(draft.year);
  if (yearText) problems.year = yearText;
  return problems;
}
