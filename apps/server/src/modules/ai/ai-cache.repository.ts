import { and, eq, gt, inArray, lt, sql, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { aiResponses } from '../../db/schema';

export interface CachedAiResponse {
  cacheKey: string;
  operation: string;
  provider: string;
  model: string;
  language: string;
  response: unknown;
}

export interface AiCacheRepository {
  /** The stored answer, unless there is none or it is past its age. */
  find(cacheKey: string): Promise<unknown>;
  /** Stores an answer; now and then (`evictionIntervalMs`), evicts afterwards. */
  save(entry: CachedAiResponse): Promise<void>;
  /** Deletes the answers past their age, then the least recently used past the total size. */
  evict(): Promise<void>;
}

interface AiCacheOptions {
  bounds: Config['ai']['cache'];
  log: FastifyBaseLogger;
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
}

export function createAiCacheRepository(
  db: Database,
  { bounds, log, now = Date.now }: AiCacheOptions,
): AiCacheRepository {
  // Per instance: with several instances each evicts at this pace, which is still rare enough.
  let lastEvictionAt = Number.NEGATIVE_INFINITY;

  async function evict(): Promise<void> {
    await db
      .delete(aiResponses)
      .where(lt(aiResponses.createdAt, new Date(now() - bounds.maxAgeMs)));
    const [total] = await db.select({ bytes: sum(aiResponses.sizeBytes) }).from(aiResponses);
    if (Number(total?.bytes ?? 0) <= bounds.maxBytes) return;
    // Each answer with the size of itself and every more recently used one: those past
    // `maxBytes` are the least recently used, and go.
    const mostRecentFirst = sql`order by ${aiResponses.lastUsedAt} desc, ${aiResponses.cacheKey}`;
    const ranked = db
      .select({
        cacheKey: aiResponses.cacheKey,
        keptBytes: sql<number>`sum(${aiResponses.sizeBytes}) over (${mostRecentFirst})`.as(
          'kept_bytes',
        ),
      })
      .from(aiResponses)
      .as('ranked');
    const leastRecentlyUsed = db
      .select({ cacheKey: ranked.cacheKey })
      .from(ranked)
      .where(gt(ranked.keptBytes, bounds.maxBytes));
    await db.delete(aiResponses).where(inArray(aiResponses.cacheKey, leastRecentlyUsed));
  }

  /** At most once per interval, and never failing the request whose answer was just stored. */
  async function evictNowAndThen(): Promise<void> {
    if (now() - lastEvictionAt < bounds.evictionIntervalMs) return;
    lastEvictionAt = now();
    await evict().catch((error: unknown) =>
      log.warn({ err: error }, 'AI cache eviction failed; it is retried after the next interval'),
    );
  }

  return {
    async find(cacheKey) {
      const [row] = await db
        .select({ response: aiResponses.response, lastUsedAt: aiResponses.lastUsedAt })
        .from(aiResponses)
        .where(
          and(
            eq(aiResponses.cacheKey, cacheKey),
            gt(aiResponses.createdAt, new Date(now() - bounds.maxAgeMs)),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      // Recency only orders evictions, so a few minutes' precision is plenty and hits stay reads.
      if (now() - row.lastUsedAt.getTime() >= bounds.touchIntervalMs) {
        await db
          .update(aiResponses)
          .set({ lastUsedAt: new Date(now()) })
          .where(eq(aiResponses.cacheKey, cacheKey));
      }
      return row.response;
    },
    async save(entry) {
      const at = new Date(now());
      const fresh = {
        response: entry.response,
        sizeBytes: Buffer.byteLength(JSON.stringify(entry.response)),
        createdAt: at,
        lastUsedAt: at,
      };
      // A key already stored is an answer past its age (else it would have been served) or a
      // racing identical request's answer: replacing it is right either way.
      await db
        .insert(aiResponses)
        .values({ ...entry, ...fresh })
        .onConflictDoUpdate({ target: aiResponses.cacheKey, set: fresh });
      await evictNowAndThen();
    },
    evict,
  };
}
