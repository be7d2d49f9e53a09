// Latency of GET /api/student/decks for a student with 50 decks of 50 cards each, through the real
// server over HTTP: sequential requests, then 10 concurrent clients. Runs on embedded PGlite, and
// also on PostgreSQL when BENCH_DATABASE_URL names a server database to create a scratch database in.
// Run with `npm run bench:decks`; prints one table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseLocation,
} from '../apps/server/src/db/client';
import { deckEvents, decks, users } from '../apps/server/src/db/schema';
import { createScratchDatabase } from '../apps/server/src/test/test-database';

const DECKS = 50;
const CARDS_PER_DECK = 50;
const SEQUENTIAL_REQUESTS = 200;
const CONCURRENT_CLIENTS = 10;
const REQUESTS_PER_CLIENT = 30;
const PASSWORD = 'a long enough passphrase';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function seedStudent(app: Awaited<ReturnType<typeof buildApp>>, database: DatabaseHandle) {
  const email = 'bench@example.com';
  await app.inject({
    method: 'POST',
    url: API_ROUTES.auth.register,
    payload: { name: 'Bench Student', email, password: PASSWORD, roles: ['student'] },
  });
  await database.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email));
  const login = await app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    payload: { email, password: PASSWORD },
  });
  const { token, user } = login.json<{ token: string; user: { _id: string } }>();
  for (let deck = 0; deck < DECKS; deck++) {
    const [row] = await database.db
      .insert(decks)
      .values({ ownerId: user._id, title: `Deck ${deck + 1}` })
      .returning({ id: decks.id });
    if (!row) throw new Error('deck insert returned no row');
    await database.db.insert(deckEvents).values(
      Array.from({ length: CARDS_PER_DECK }, (_, card) => ({
        deckId: row.id,
        title: `Event ${deck + 1}.${card + 1}`,
        year: 1000 + card * 10,
        category: 'Politics',
        description: 'A short description of the event, about as long as a real one tends to be.',
      })),
    );
  }
  return token;
}

async function timeRequests(url: string, token: string, count: number): Promise<number[]> {
  const timings: number[] = [];
  for (let request = 0; request < count; request++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET decks answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return timings;
}

interface Row {
  database: string;
  mode: string;
  requests: number;
  'p50 ms': string;
  'p95 ms': string;
  'p99 ms': string;
  'body KB': string;
}

async function measure(label: string, location: DatabaseLocation): Promise<Row[]> {
  const database = await openDatabase(location);
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({ ...config, webDistDir: null }, { database, logger: false });
  try {
    const token = await seedStudent(app, database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}${API_ROUTES.student.decks}`;
    const body = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).text();
    await timeRequests(url, token, 20);

    const row = (mode: string, timings: number[]): Row => {
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        database: label,
        mode,
        requests: sorted.length,
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p95 ms': percentile(sorted, 95).toFixed(1),
        'p99 ms': percentile(sorted, 99).toFixed(1),
        'body KB': (Buffer.byteLength(body) / 1024).toFixed(0),
      };
    };
    const sequential = await timeRequests(url, token, SEQUENTIAL_REQUESTS);
    const concurrent = (
      await Promise.all(
        Array.from({ length: CONCURRENT_CLIENTS }, () =>
          timeRequests(url, token, REQUESTS_PER_CLIENT),
        ),
      )
    ).flat();
    return [row('sequential', sequential), row(`${CONCURRENT_CLIENTS} concurrent`, concurrent)];
  } finally {
    await app.close();
    await database.close();
  }
}

const rows = await measure('PGlite', { kind: 'pglite', directory: 'memory://' });
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    rows.push(...(await measure('PostgreSQL', { kind: 'postgres', url: scratch.url })));
  } finally {
    await scratch.drop();
  }
}
console.log(
  `GET ${API_ROUTES.student.decks}: one student, ${DECKS} decks × ${CARDS_PER_DECK} cards`,
);
console.table(rows);
