// The app as the mixed-workload bench drives it: built like production, with rate limits lifted
// (the load comes from one address) and STUDENTS accounts seeded, each with a session and a deck.
// Prints one JSON line { port, students: [{ email, token }] } when ready. Started by
// bench/mixed-workload.mjs; BENCH_DATABASE_URL selects PostgreSQL, else embedded PGlite.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { decks, sessions, users } from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { generateToken, hashToken } from '../apps/server/src/modules/auth/tokens';

export const BENCH_PASSWORD = 'a long enough passphrase';
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const UNLIMITED = { max: 1_000_000_000, windowMs: 60_000 };

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', directory: 'memory://' },
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
      loginPerAccount: UNLIMITED,
      registerPerIp: UNLIMITED,
    },
    ai: { ...config.ai, requestsPerIp: UNLIMITED, requestsPerUser: UNLIMITED },
  },
  { database, logger: false },
);

const passwordHash = await hashPassword(BENCH_PASSWORD);
const rows = await database.db
  .insert(users)
  .values(
    Array.from({ length: STUDENTS }, (_, index) => ({
      name: `Student ${index}`,
      email: `student-${index}@bench.test`,
      passwordHash,
      roles: ['student'],
      emailVerifiedAt: new Date(),
    })),
  )
  .returning({ id: users.id, email: users.email });
const tokens = rows.map(() => generateToken());
await database.db.insert(sessions).values(
  rows.map((row, index) => ({
    userId: row.id,
    tokenHash: hashToken(tokens[index]!),
    expiresAt: new Date(Date.now() + 86_400_000),
  })),
);
await database.db.insert(decks).values(rows.map((row) => ({ ownerId: row.id, title: 'Bench' })));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    port: Number(new URL(address).port),
    students: rows.map((row, index) => ({ email: row.email, token: tokens[index] })),
  }),
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
