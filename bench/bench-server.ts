// The app as the mixed-workload bench drives it: built like production, with rate limits lifted
// (the load comes from one address) and STUDENTS accounts seeded, each with a session and a deck.
// Prints one JSON line { port, password, students: [{ email, token }] } when ready. Started by
// bench/mixed-workload.mjs. With BENCH_DATABASE_URL (a PostgreSQL server) it runs on a scratch
// database there, dropped on exit; else on embedded PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { decks } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { seedAccounts } from './seed-accounts';

const BENCH_PASSWORD = 'a long enough passphrase';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const UNLIMITED = { max: 1_000_000_000, windowMs: 60_000 };

const serverUrl = process.env.BENCH_DATABASE_URL;
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const database = await openDatabase(
  scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', directory: 'memory://' },
);
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-')),
  LOG_LEVEL: 'silent',
});
const app = await buildApp(
  {
    ...config,
    webDistDir: null,
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

const students = await seedAccounts(
  database,
  STUDENTS,
  'student',
  await hashPassword(BENCH_PASSWORD),
);
await database.db
  .insert(decks)
  .values(students.map((student) => ({ ownerId: student.id, title: 'Bench' })));

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
