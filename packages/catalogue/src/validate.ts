import type { CatalogueCategory } from '@chronodeck/contract';
import type { z } from 'zod';
import {
  CatalogueFileSchema,
  SubjectFileSchema,
  subjectNamesOf,
  type CatalogueFile,
  type Subject,
} from './catalogue-file';
import { searchWords } from './search-words';

/**
 * The files `schema` accepts, and a readable sentence for each problem of the others, which
 * `label` and `describe` say where to find.
 */
function parseFiles<T>(
  files: readonly unknown[],
  schema: z.ZodType<T>,
  label: string,
  describe: (file: unknown, path: readonly PropertyKey[]) => string,
): { parsed: T[]; problems: string[] } {
  const parsed: T[] = [];
  const problems: string[] = [];
  files.forEach((file, index) => {
    const result = schema.safeParse(file);
    if (result.success) parsed.push(result.data);
    else {
      for (const issue of result.error.issues) {
        problems.push(`${label} ${index}: ${describe(file, issue.path)}: ${issue.message}`);
      }
    }
  });
  return { parsed, problems };
}

/** Every problem found in the catalogue's data files, as readable sentences; empty when valid. */
export function findCatalogueProblems(files: readonly unknown[]): string[] {
  const { parsed, problems } = parseFiles(files, CatalogueFileSchema, 'file', describePath);
  return [...problems, ...findDuplicates(parsed)];
}

function findDuplicates(files: readonly CatalogueFile[]): string[] {
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const seenInCategory = new Map<CatalogueCategory, Set<string>>();
  for (const file of files) {
    const seenTitles = seenInCategory.get(file.category) ?? new Set<string>();
    seenInCategory.set(file.category, seenTitles);
    for (const event of file.events) {
      if (seenIds.has(event.id)) problems.push(`duplicate id "${event.id}"`);
      seenIds.add(event.id);
      const titleAndYear = `${event.title.toLowerCase()}|${event.year}`;
      if (seenTitles.has(titleAndYear)) {
        problems.push(`"${event.title}" (${event.year}) appears twice in ${file.category}`);
      }
      seenTitles.add(titleAndYear);
    }
  }
  return problems;
}

function describePath(file: unknown, path: readonly PropertyKey[]): string {
  const [, eventIndex] = path;
  const events = (file as { events?: { id?: unknown }[] } | null)?.events;
  const id = typeof eventIndex === 'number' ? events?.[eventIndex]?.id : undefined;
  const where = path.map(String).join('.');
  return typeof id === 'string' ? `${where} (${id})` : where || '(file)';
}

/**
 * Words that name no subject on their own: a name made only of them ("War", "Empire of") would
 * claim every war or empire.
 */
const GENERIC_SUBJECT_WORDS = new Set([
  ...['war', 'wars', 'empire', 'revolution', 'independence', 'republic', 'kingdom', 'dynasty'],
  ...['battle', 'treaty', 'crisis', 'movement', 'era', 'age', 'period', 'history', 'reign'],
  ...['guerre', 'guerres', 'revolution', 'independance', 'republique', 'royaume', 'dynastie'],
  ...['guerra', 'guerras', 'imperio', 'revolucao', 'revolucion', 'independencia', 'republica'],
  ...['reino', 'dinastia', 'batalha', 'batalla', 'tratado', 'epoca', 'periodo', 'historia'],
  ...['impero', 'rivoluzione', 'indipendenza', 'repubblica', 'regno', 'battaglia', 'trattato'],
  ...['epoque', 'bataille', 'traite', 'mouvement', 'movimento', 'movimiento', 'storia'],
]);

/** Every problem found in the subjects' data files, as readable sentences; empty when valid. */
export function findSubjectProblems(
  files: readonly unknown[],
  eventIds: ReadonlySet<string>,
): string[] {
  const { parsed, problems } = parseFiles(files, SubjectFileSchema, 'subjects file', (_, path) =>
    path.map(String).join('.'),
  );
  const subjects = parsed.flatMap((file) => file.subjects);
  const seenIds = new Set<string>();
  const namedBy = new Map<string, string>();
  for (const subject of subjects) {
    if (seenIds.has(subject.id)) problems.push(`duplicate subject id "${subject.id}"`);
    seenIds.add(subject.id);
    problems.push(...eventProblems(subject, eventIds));
    for (const name of new Set(subjectNamesOf(subject))) {
      const words = searchWords(name);
      if (words.every((word) => GENERIC_SUBJECT_WORDS.has(word))) {
        problems.push(`subject "${subject.id}": "${name}" names no subject in particular`);
      }
      const key = [...new Set(words)].sort().join(' ');
      const other = namedBy.get(key);
      if (other !== undefined && other !== subject.id) {
        problems.push(`"${name}" names both "${other}" and "${subject.id}"`);
      }
      namedBy.set(key, subject.id);
    }
  }
  return problems;
}

function eventProblems(subject: Subject, eventIds: ReadonlySet<string>): string[] {
  const unknown = subject.events.filter((id) => !eventIds.has(id));
  const repeated = subject.events.filter((id, index) => subject.events.indexOf(id) !== index);
  return [
    ...unknown.map((id) => `subject "${subject.id}": no catalogue event "${id}"`),
    ...repeated.map((id) => `subject "${subject.id}": lists "${id}" twice`),
  ];
}
