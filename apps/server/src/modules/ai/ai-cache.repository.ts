import { eq } from 'drizzle-orm';
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
  find(cacheKey: string): Promise<unknown>;
  save(entry: CachedAiResponse): Promise<void>;
}

export function createAiCacheRepository(db: Database): AiCacheRepository {
  return {
    async find(cacheKey) {
      const [row] = await db
        .select({ response: aiResponses.response })
        .from(aiResponses)
        .where(eq(aiResponses.cacheKey, cacheKey))
        .limit(1);
      return row?.response;
    },
    async save(entry) {
      // Two identical requests racing both store the same answer; the second is simply dropped.
      await db.insert(aiResponses).values(entry).onConflictDoNothing();
    },
  };
}
