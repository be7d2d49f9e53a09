// Peak memory of GET /api/account/export for an account filled to every quota (USER_QUOTAS) with
// events at their largest (EVENT_LIMITS: about 52 KB each), through the real server over HTTP.
// The client reads the body as a stream and keeps only its length. Runs on PostgreSQL when
// BENCH_DATABASE_URL names a server to create a scratch database in (the figure then is the
// server's own memory), else on PGlite on disk (its cache then counts too).
// Run with `npm run bench:export`; prints one table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, EVENT_LIMITS, USER_QUOTAS } from '@chronodeck/contract';
import type { DatabaseHandle, DatabaseLocation } from '../apps/server/src/db/client';
import {
  classDeckEvents,
  classDecks,
  classes,
  classEvents,
  deckEvents,
  decks,
  timelineEvents,
} from '../apps/server/src/db/schema';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { withBenchApp } from './bench-account';

const INSERT_BATCH = 100;
const SAMPLE_EVERY_MS = 20;
const MB = 1024 * 1024;

/** An event with every text at its limit. */
const largest = (index: number) => ({
  title: `Event ${index} `.padEnd(EVENT_LIMITS.title, 'T'),
  year: 1000 + (index % 1000),
  category: 'C'.repeat(EVENT_LIMITS.category),
  description: 'D'.repeat(EVENT_LIMITS.description),
  summary: 'S'.repeat(EVENT_LIMITS.summary),
  links: Array.from({ length: EVENT_LIMITS.links }, (_, link) =>
    `https://example.org/${index}/${link}/`.padEnd(EVENT_LIMITS.link, 'l'),
  ),
});

async function insertMany<T>(count: number, insert: (rows: number[]) => Promise<T>) {
  for (let start = 0; start < count; start += INSERT_BATCH) {
    await insert(
      Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => start + i),
    );
  }
}

/** Every quota full: timeline, decks and their cards, classes with events and deck cards. */
async function seedFullAccount(database: DatabaseHandle, userId: string) {
  const { db } = database;
  await insertMany(USER_QUOTAS.timelineEvents, (rows) =>
    db.insert(timelineEvents).values(rows.map((i) => ({ ...largest(i), userId }))),
  );
  const deckRows = await db
    .insert(decks)
    .values(
      Array.from({ length: USER_QUOTAS.decks }, (_, i) => ({
        ownerId: userId,
        title: `Deck ${i}`,
      })),
    )
    .returning({ id: decks.id });
  const fullDecks = USER_QUOTAS.deckCards / USER_QUOTAS.cardsPerDeck;
  for (const deck of deckRows.slice(0, fullDecks)) {
    await insertMany(USER_QUOTAS.cardsPerDeck, (rows) =>
      db.insert(deckEvents).values(rows.map((i) => ({ ...largest(i), deckId: deck.id }))),
    );
  }
  const classRows = await db
    .insert(classes)
    .values(
      Array.from({ length: USER_QUOTAS.classesTaught }, (_, i) => ({
        id: `BENCH${String(i).padStart(3, '0')}`,
        teacherId: userId,
        title: `Class ${i}`,
      })),
    )
    .returning({ id: classes.id });
  // Half the teacher's cards as class events, half as class deck cards, each container full.
  const half = USER_QUOTAS.teacherCards / 2;
  for (const row of classRows.slice(0, half / USER_QUOTAS.classEvents)) {
    await insertMany(USER_QUOTAS.classEvents, (rows) =>
      db.insert(classEvents).values(rows.map((i) => ({ ...largest(i), classId: row.id }))),
    );
  }
  const [firstClass] = classRows;
  if (!firstClass) throw new Error('no class was created');
  const classDeckRows = await db
    .insert(classDecks)
    .values(
      Array.from({ length: USER_QUOTAS.classDecks }, (_, i) => ({
        classId: firstClass.id,
        title: `Deck ${i}`,
      })),
    )
    .returning({ id: classDecks.id });
  for (const deck of classDeckRows.slice(0, half / USER_QUOTAS.cardsPerClassDeck)) {
    await insertMany(USER_QUOTAS.cardsPerClassDeck, (rows) =>
      db.insert(classDeckEvents).values(rows.map((i) => ({ ...largest(i), deckId: deck.id }))),
    );
  }
}

/** Downloads the export as a stream, sampling this process's resident memory meanwhile. */
async function download(url: string, token: string) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  let bytes = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
  }
  clearInterval(sampler);
  return { peak, bytes, seconds: (performance.now() - started) / 1000 };
}

const measure = (label: string, location: DatabaseLocation) =>
  withBenchApp(location, ['student', 'teacher'], async ({ app, database, token, userId }) => {
    await seedFullAccount(database, userId);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const before = process.memoryUsage().rss;
    const { peak, bytes, seconds } = await download(
      `${address}${API_ROUTES.account.export}`,
      token,
    );
    return {
      database: label,
      'export MB': (bytes / MB).toFixed(0),
      seconds: seconds.toFixed(1),
      'RSS before MB': (before / MB).toFixed(0),
      'RSS peak MB': (peak / MB).toFixed(0),
      'growth MB': ((peak - before) / MB).toFixed(0),
    };
  });

const postgresUrl = process.env.BENCH_DATABASE_URL;
const rows = [];
if (postgresUrl) {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    rows.push(await measure('PostgreSQL', { kind: 'postgres', url: scratch.url }));
  } finally {
    await scratch.drop();
  }
} else {
  const directory = mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-pglite-'));
  rows.push(await measure('PGlite (disk)', { kind: 'pglite', directory }));
}
console.log(
  `GET ${API_ROUTES.account.export}: one account at every quota, every event at its largest`,
);
console.table(rows);
