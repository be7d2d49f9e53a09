/**
 * Checks catalogue data files while they are being written:
 *   npx tsx packages/catalogue/scripts/check-data.ts [file.json ...]
 * Files under data/subjects/ are checked as subjects, the others as events. With no arguments it
 * checks every file in data/ and data/subjects/. The test suite runs the same checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogueEvents } from '../src/events';
import { findCatalogueProblems, findSubjectProblems } from '../src/validate';

const dataDir = join(import.meta.dirname, '..', 'data');
const subjectsDir = join(dataDir, 'subjects');
const jsonFilesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
const paths =
  process.argv.length > 2
    ? process.argv.slice(2).map((path) => resolve(path))
    : [...jsonFilesIn(dataDir), ...jsonFilesIn(subjectsDir)];

const isSubjectsFile = (path: string) => path.startsWith(subjectsDir);
const files = paths.map((path) => ({
  path,
  content: JSON.parse(readFileSync(path, 'utf8')) as { events?: unknown[]; subjects?: unknown[] },
}));
const eventFiles = files.filter((file) => !isSubjectsFile(file.path));
const subjectFiles = files.filter((file) => isSubjectsFile(file.path));
const eventIds = new Set(catalogueEvents.map((event) => event._id));
const problems = [
  ...findCatalogueProblems(eventFiles.map((file) => file.content)),
  ...findSubjectProblems(
    subjectFiles.map((file) => file.content),
    eventIds,
  ),
];
for (const { path, content } of eventFiles)
  console.log(`${path}: ${content.events?.length ?? 0} events`);
for (const { path, content } of subjectFiles) {
  console.log(`${path}: ${content.subjects?.length ?? 0} subjects`);
}
for (const problem of problems) console.log(`  problem: ${problem}`);
console.log(problems.length === 0 ? 'OK' : `${problems.length} problem(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
