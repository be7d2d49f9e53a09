import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A migrated database for one test file: in-memory PGlite by default, or a brand-new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the `server:postgres` project runs.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== 'postgres' || !serverUrl) {
    const database = await openDatabase({ kind: 'pglite', directory: 'memory://' });
    await database.migrate();
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A brand-new, empty database on the PostgreSQL server of `serverUrl`, and a way to drop it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `chronodeck_test_${randomBytes(6).toString('hex')}`;
  await administer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs one statement on the server as the administrator (outside any scratch database). */
export async function administer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Empties every table between tests; cheaper than a new database. */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  await database.db.execute(
    sql`truncate table ai_responses, quiz_results, class_deck_events, class_decks, class_events, class_members, classes, deck_events, decks, timeline_events, email_verification_tokens, sessions, users restart identity cascade`,
  );
}

/** The Redis server of the PostgreSQL + Redis test run, when there is one. */
export const testRedisUrl = (): string | undefined => process.env.REDIS_URL || undefined;
