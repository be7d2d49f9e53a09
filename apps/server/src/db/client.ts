import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DATABASE_KINDS } from '@chronodeck/contract';
import * as schema from './schema';
import { migrateDatabase } from './migrate';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs the migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** `poolSize`: connections held at most (config.ts sizes it; 4 when not given). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `directory` is a folder on disk, or `memory://` for a throw-away database. */
  | { kind: 'pglite'; directory: string };

export function databaseLocation(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', directory: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres'
    ? openPostgres(location.url, location.poolSize)
    : openPglite(location.directory);
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  if (!directory.startsWith('memory://')) await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateDatabase({ kind: 'pglite', db }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 4): Promise<DatabaseHandle> {
  // A database that stops answering fails requests after 5 s (a 503) instead of holding them.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateDatabase({ kind: 'postgres', pool }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
