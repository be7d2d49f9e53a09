import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type * as schema from './schema';

/** Next to this file in the sources, next to the bundle in `dist/` (the build copies it). */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming Chronodeck's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 724_031_877;

type MigrationTarget =
  { kind: 'pglite'; db: PgliteDatabase<typeof schema> } | { kind: 'postgres'; pool: pg.Pool };

export async function migrateDatabase(target: MigrationTarget): Promise<void> {
  if (target.kind === 'pglite') {
    await migratePglite(target.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Several instances may start together during a deploy: one migrates, the others wait on the
  // session-level lock and then find nothing left to do.
  const connection = await target.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
