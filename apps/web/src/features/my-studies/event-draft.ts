import {
  HistoricalYearSchema,
  STUDENT_LIMITS,
  type TimelineEvent,
  type TimelineEventInput,
} from '@chronodeck/contract';

/** What the event forms hold while the student types: every field as text, as typed. */
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

export type DraftField = 'title' | 'year' | 'category' | 'description';
/** Each invalid field with the translation key of its message. */
export type DraftProblems = Partial<Record<DraftField, string>>;

/**
 * Which fields a form requires (SPEC.md §5): adding needs a short description, editing does not.
 */
export type DraftRules = 'add' | 'edit';

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
export const draftFromEvent = (event: TimelineEvent): EventDraft => ({
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

function yearProblem(text: string): string | undefined {
  if (text.trim() === '') return 'eventForm.errors.yearRequired';
  const year = parseYear(text);
  if (year === null) return 'eventForm.errors.yearNumber';
  return HistoricalYearSchema.safeParse(year).success ? undefined : 'eventForm.errors.yearRange';
}

const tooLong = (text: string, limit: number) => text.trim().length > limit;

export function draftProblems(draft: EventDraft, rules: DraftRules): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.title.trim() === '') problems.title = 'eventForm.errors.titleRequired';
  else if (tooLong(draft.title, STUDENT_LIMITS.title)) problems.title = 'eventForm.errors.tooLong';
  const year = yearProblem(draft.year);
  if (year) problems.year = year;
  if (draft.category.trim() === '') problems.category = 'eventForm.errors.categoryRequired';
  else if (tooLong(draft.category, STUDENT_LIMITS.category))
    problems.category = 'eventForm.errors.tooLong';
  if (rules === 'add' && draft.description.trim() === '')
    problems.description = 'eventForm.errors.descriptionRequired';
  else if (tooLong(draft.description, STUDENT_LIMITS.description))
    problems.description = 'eventForm.errors.tooLong';
  return problems;
}

/** The request body; call only once `draftProblems` is empty. Blank links are dropped by the contract. */
export function draftToInput(draft: EventDraft): TimelineEventInput {
  return {
    title: draft.title.trim(),
    year: parseYear(draft.year) ?? 0,
    category: draft.category.trim(),
    description: draft.description.trim(),
    summary: draft.summary.trim(),
    links: draft.links.map((link) => link.trim()).filter((link) => link.length > 0),
    disableAI: draft.disableAI,
    bulletPointsSummary: draft.bulletPointsSummary,
  };
}
