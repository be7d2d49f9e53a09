// The app as the load benches drive it: built like production, with rate limits lifted (the load
// comes from one address). BENCH_SEED=workload (default, bench/mixed-workload.mjs) seeds
// BENCH_STUDENTS accounts, each with a session and a deck; BENCH_SEED=class (bench/hot-reads.mjs)
// seeds a class of students with their decks and timelines (class-seed.ts); BENCH_SEED=timeline
// (bench/timeline-frames.mjs) seeds one student with BENCH_TIMELINE_EVENTS timeline events and
// serves the built web app too. Prints one JSON line
// { port, password, students: [{ email, token }] } when ready. With BENCH_DATABASE_URL (a PostgreSQL server) it runs on a scratch
// database there, dropped on exit; else on embedded PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { catalogueEvents } from '@chronodeck/catalogue/events';
import { decks, timelineEvents } from '../apps/server/src/db/schema';
import { createPasswordHasher } from '../apps/server/src/modules/auth/password';
import { seedClass } from './class-seed';
import { seedAccounts, type SeededAccount } from './seed-accounts';

const BENCH_PASSWORD = 'a long enough passphrase';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const UNLIMITED = { max: 1_000_000_000, windowMs: 60_000 };

const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-')),
  LOG_LEVEL: 'silent',
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE,
});
const serverUrl = process.env.BENCH_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const database = await openDatabase(
  scratch
    ? { kind: 'postgres', url: scratch.url, poolSize: config.databasePoolSize }
    : { kind: 'pglite', directory: 'memory://' },
);
await database.migrate();
const seed = process.env.BENCH_SEED ?? 'workload';
const app = await buildApp(
  {
    ...config,
    webDistDir: seed === 'timeline' ? config.webDistDir : null,
    auth: {
      ...config.auth,
      loginPerIp: UNLIMITED,
      loginDelay: { ...config.auth.loginDelay, freeFailures: Number.MAX_SAFE_INTEGER },
      registerPerIp: UNLIMITED,
    },
    ai: { ...config.ai, requestsPerIp: UNLIMITED, requestsPerUser: UNLIMITED },
  },
  { database, logger: false },
);

async function seedWorkload(passwordHash: string): Promise<SeededAccount[]> {
  const students = await seedAccounts(database, STUDENTS, 'student', passwordHash);
  await database.db
    .insert(decks)
    .values(students.map((student) => ({ ownerId: student.id, title: 'Bench' })));
  return students;
}

/** One student whose own timeline holds the whole catalogue, repeated to the asked size. */
async function seedTimeline(passwordHash: string): Promise<SeededAccount[]> {
  const [student] = await seedAccounts(database, 1, 'student', passwordHash);
  if (!student) throw new Error('no student was seeded');
  const size = Number(process.env.BENCH_TIMELINE_EVENTS ?? 1_200);
  const events = Array.from({ length: size }, (_, index) => {
    const event = catalogueEvents[index % catalogueEvents.length]!;
    return {
      userId: student.id,
      title: event.title,
      year: event.year,
      category: event.category,
      description: event.description,
    };
  });
  for (let start = 0; start < events.length; start += 500)
    await database.db.insert(timelineEvents).values(events.slice(start, start + 500));
  return [student];
}

const SEEDS: Record<string, (passwordHash: string) => Promise<SeededAccount[]>> = {
  workload: seedWorkload,
  class: (passwordHash) => seedClass(database, passwordHash),
  timeline: seedTimeline,
};
const passwordHash = await createPasswordHasher(config.auth.passwordHashing).hash(BENCH_PASSWORD);
const seeding = SEEDS[seed];
if (!seeding) throw new Error(`unknown BENCH_SEED ${seed}`);
const students = await seeding(passwordHash);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    port: Number(new URL(address).port),
    password: BENCH_PASSWORD,
    students: students.map(({ email, token }) => ({ email, token })),
  }),
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => scratch?.drop())
    .then(() => process.exit(0));
});
