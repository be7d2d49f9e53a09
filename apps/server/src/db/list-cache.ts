import { sql } from 'drizzle-orm';
import type { ListCacheBounds } from '../config';
import { batchedReads } from './batched-reads';
import type { Database } from './client';
import type { JsonChunks } from './paged-json';
import { users } from './schema';

/** What a list was read at: equal versions mean equal lists. */
export type ListVersion = string;

interface Entry {
  version: ListVersion;
  text: string;
}

/**
 * Lists as JSON text, each kept with the version of the data it was read at (a counter the
 * database raises in the same transaction as every change to that data, see migration 0010).
 * A list is served from memory only while its version is still the current one, so it is never
 * staler than a fresh read: the version is read first, and text read after it can only be newer.
 * Every instance keeps its own; nothing needs announcing between them.
 */
export function createListCache({ maxListChars, maxTotalChars }: ListCacheBounds) {
  const entries = new Map<string, Entry>();
  let totalChars = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalChars -= entry.text.length;
    entries.delete(key);
  };

  function keep(key: string, entry: Entry) {
    drop(key);
    entries.set(key, entry);
    totalChars += entry.text.length;
    for (const oldest of entries.keys()) {
      if (totalChars <= maxTotalChars) break;
      drop(oldest);
    }
  }

  /** Passes the text through, keeping a copy when the whole list is short enough. */
  async function* readAndKeep(key: string, version: ListVersion, text: JsonChunks): JsonChunks {
    let kept: string | null = '';
    for await (const chunk of text) {
      if (kept !== null) kept = kept.length + chunk.length <= maxListChars ? kept + chunk : null;
      yield chunk;
    }
    if (kept !== null) keep(key, { version, text: kept });
  }

  return {
    /**
     * The list `key` at the version `version` resolves to (null: unknown, so nothing is kept):
     * from memory when it was read at that version, else from `read`, called only after the
     * version is known.
     */
    async *list(
      key: string,
      versionRead: Promise<ListVersion | null>,
      read: () => JsonChunks,
    ): JsonChunks {
      const version = await versionRead;
      if (version === null) return yield* read();
      const entry = entries.get(key);
      if (entry?.version === version) {
        entries.delete(key);
        entries.set(key, entry);
        yield entry.text;
        return;
      }
      drop(key);
      yield* readAndKeep(key, version, read());
    },

    get totalChars() {
      return totalChars;
    },
  };
}

export type ListCache = ReturnType<typeof createListCache>;

/**
 * The version counter of one kind of users' lists, read by a statement prepared once, for every
 * user whose list is asked for at about the same time (see batchedReads).
 */
export function userListVersion(db: Database, list: 'decksVersion' | 'timelineVersion') {
  const versionsOf = db
    .select({ userId: users.id, version: users[list] })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare(`users_${list}`);
  const versionOf = batchedReads(async (userIds) => {
    const rows = await versionsOf.execute({ userIds });
    return new Map(rows.map((row) => [row.userId, String(row.version)]));
  });
  return async (userId: string): Promise<ListVersion | null> => (await versionOf(userId)) ?? null;
}
