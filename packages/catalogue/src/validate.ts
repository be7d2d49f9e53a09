import type { CatalogueCategory } from '@chronodeck/contract';
import {
  CatalogueFileSchema,
  SubjectFileSchema,
  type CatalogueFile,
  type Subject,
} from './catalogue-file';
import { searchWords } from './search-words';

/** Every problem found in the catalogue's data files, as readable sentences; empty when valid. */
export function findCatalogueProblems(files: readonly unknown[]): string[] {
  const problems: string[] = [];
  const parsedFiles: CatalogueFile[] = [];
  files.forEach((file, index) => {
    const parsed = CatalogueFileSchema.safeParse(file);
    if (parsed.success) {
      parsedFiles.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      problems.push(`file ${index}: ${describePath(file, issue.path)}: ${issue.message}`);
    }
  });
  problems.push(...findDuplicates(parsedFiles));
  return problems;
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
  const problems: string[] = [];
  const subjects: Subject[] = [];
  files.forEach((file, index) => {
    const parsed = SubjectFileSchema.safeParse(file);
    if (parsed.success) subjects.push(...parsed.data.subjects);
    else {
      for (const issue of parsed.error.issues) {
        problems.push(
          `subjects file ${index}: ${issue.path.map(String).join('.')}: ${issue.message}`,
        );
      }
    }
  });
  const seenIds = new Set<string>();
  const namedBy = new Map<string, string>();
  for (const subject of subjects) {
    if (seenIds.has(subject.id)) problems.push(`duplicate subject id "${subject.id}"`);
    seenIds.add(subject.id);
    problems.push(...eventProblems(subject, eventIds));
    for (const name of new Set(Object.values(subject.names).flat())) {
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
