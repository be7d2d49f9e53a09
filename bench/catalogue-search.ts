// Catalogue search and browse latency, and the size of /events.json on the wire.
// Run with `npm run bench:catalogue`; prints one table.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CATALOGUE_CATEGORIES, CATALOGUE_PAGE_SIZE } from '@chronodeck/contract';
import { filterEvents, paginate } from '@chronodeck/catalogue';
import { createBuiltInSearch } from '@chronodeck/catalogue/built-in-search';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { percentile } from './percentiles';

const QUERIES = [
  'french revolution',
  'Vargas',
  'cold war',
  'independence',
  'Magna Crta',
  'roman empire',
  'printing press',
  'slavery abolition',
  'moon landing',
  'Thermopy',
];
const ROUNDS = 200;

function measure(run: () => void, rounds: number): { p50: number; p95: number; p99: number } {
  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
  };
}

const indexStarted = performance.now();
// The index the server builds: five languages and the subjects' names.
const catalogue = createBuiltInSearch(catalogueEvents);
const indexMs = performance.now() - indexStarted;

let query = 0;
const search = measure(
  () => catalogue.search(QUERIES[query++ % QUERIES.length] ?? ''),
  ROUNDS * QUERIES.length,
);
let category = 0;
const browse = measure(() => {
  const name = CATALOGUE_CATEGORIES[category++ % CATALOGUE_CATEGORIES.length];
  const inCategory = catalogueEvents.filter((event) => event.category === name);
  paginate(
    filterEvents(inCategory, { century: '19th century', topic: 'Politics' }),
    1,
    CATALOGUE_PAGE_SIZE,
  );
}, ROUNDS * 10);

const json = Buffer.from(JSON.stringify(catalogueEvents));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(3)} ms`;

console.table({
  'events in catalogue': { value: String(catalogueEvents.length) },
  'build search index': { value: ms(indexMs) },
  'search p50 / p95 / p99': { value: `${ms(search.p50)} / ${ms(search.p95)} / ${ms(search.p99)}` },
  'filter + page p50 / p95': { value: `${ms(browse.p50)} / ${ms(browse.p95)}` },
  '/events.json raw / gzip / br': {
    value: `${kb(json.length)} / ${kb(gzipSync(json, { level: 9 }).length)} / ${kb(brotliCompressSync(json).length)}`,
  },
});
