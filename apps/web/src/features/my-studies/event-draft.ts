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
 * Which fields a form requires besides title and year (SPEC.md §5): a timeline event needs a
 * category, and a description when added; a class event needs a description when added and no
 * category at all.
 */
export type DraftRules = 'add' | 'edit' | 'class-add' | 'class-edit';

const REQUIRES: Record<DraftRules, { category: boolean; description: boolean }> = {
  add: { category: true, description: true },
  edit: { category: true, description: false },
  'class-add': { category: false, description: true },
  'class-edit': { category: false, description: false },
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
  const requires = REQUIRES[rules];
  if (requires.category && draft.category.trim() === '')
    problems.category = 'eventForm.errors.categoryRequired';
  else if (tooLong(draft.category, STUDENT_LIMITS.category))
    problems.category = 'eventForm.errors.tooLong';
  if (requires.description && draft.description.trim() === '')
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
