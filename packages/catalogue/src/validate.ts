import type { CatalogueCategory } from '@chronodeck/contract';
import { CatalogueFileSchema, type CatalogueFile } from './catalogue-file';

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
