import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { aiResponses } from '../../db/schema';
import { openTestDatabase, resetDatabase } from '../../test/test-database';
import { createAiCacheRepository, type AiCacheRepository } from './ai-cache.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An answer whose JSON is exactly 100 bytes. */
const ANSWER = 'x'.repeat(98);

describe('the AI answer cache', () => {
  let database: DatabaseHandle;
  let clock: number;
  let cache: AiCacheRepository;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    clock = Date.parse('2026-01-01T00:00:00Z');
    cache = createAiCacheRepository(database.db, {
      bounds: {
        maxAgeMs: 30 * DAY,
        maxBytes: 300,
        touchIntervalMs: 5 * MINUTE,
        evictionIntervalMs: MINUTE,
      },
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
  });

  const store = (cacheKey: string) =>
    cache.save({
      cacheKey,
      operation: 'generate-deck',
      provider: 'offline',
      model: 'catalogue-test',
      language: 'en',
      response: ANSWER,
    });
  const storedKeys = async () =>
    (
      await database.db
        .select({ cacheKey: aiResponses.cacheKey })
        .from(aiResponses)
        .orderBy(asc(aiResponses.cacheKey))
    ).map((row) => row.cacheKey);

  it('records each answer with its size', async () => {
    await store('a');
    const [row] = await database.db.select().from(aiResponses);
    expect(row?.sizeBytes).toBe(100);
    expect(await cache.find('a')).toBe(ANSWER);
  });

  it('neither serves nor keeps an answer past its age', async () => {
    await store('old');
    clock += 20 * DAY;
    await store('recent');
    clock += 11 * DAY;
    expect(await cache.find('old')).toBeUndefined();
    expect(await cache.find('recent')).toBe(ANSWER);

    await cache.evict();
    expect(await storedKeys()).toEqual(['recent']);
  });

  it('evicts the least recently used answers once the total size passes its bound', async () => {
    for (const key of ['a', 'b', 'c']) {
      await store(key);
      clock += MINUTE;
    }
    await store('d');
    // 400 bytes against 300: "a", stored first and never read since, goes.
    await cache.evict();
    expect(await storedKeys()).toEqual(['b', 'c', 'd']);
  });

  it('keeps an answer that a hit used recently, evicting an older unread one instead', async () => {
    await store('a');
    clock += 10 * MINUTE;
    await store('b');
    clock += MINUTE;
    await store('c');
    clock += 10 * MINUTE;
    expect(await cache.find('a')).toBe(ANSWER);
    clock += MINUTE;
    await store('d');
    await cache.evict();
    expect(await storedKeys()).toEqual(['a', 'c', 'd']);
  });

  it('records a hit at most once per touch interval', async () => {
    await store('a');
    clock += MINUTE;
    await cache.find('a');
    const lastUsed = async () =>
      (await database.db.select({ at: aiResponses.lastUsedAt }).from(aiResponses))[0]?.at;
    expect(await lastUsed()).toEqual(new Date(clock - MINUTE));
    clock += 5 * MINUTE;
    await cache.find('a');
    expect(await lastUsed()).toEqual(new Date(clock));
  });

  it('evicts after storing, at most once per interval', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await store(key);
    // The first store evicted (nothing to do then); the next ones came within the interval.
    expect(await storedKeys()).toEqual(['a', 'b', 'c', 'd']);
    clock += MINUTE;
    await store('e');
    expect((await storedKeys()).length).toBe(3);
  });
});
