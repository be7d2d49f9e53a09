/**
 * Checks catalogue data files while they are being written:
 *   npx tsx packages/catalogue/scripts/check-data.ts [file.json ...]
 * With no arguments it checks every file in data/. The test suite runs the same checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findCatalogueProblems } from '../src/validate';

const dataDir = join(import.meta.dirname, '..', 'data');
const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(dataDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => join(dataDir, name));

const files = paths.map((path): unknown => JSON.parse(readFileSync(path, 'utf8')));
const problems = findCatalogueProblems(files);
for (const [index, path] of paths.entries()) {
  const events = (files[index] as { events?: unknown[] }).events ?? [];
  console.log(`${path}: ${events.length} events`);
}
for (const problem of problems) console.log(`  problem: ${problem}`);
console.log(problems.length === 0 ? 'OK' : `${problems.length} problem(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
