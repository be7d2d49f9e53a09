import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoginDelayRule } from '../../config';
import { testRedisUrl } from '../../test/test-database';
import {
  createMemoryAttemptStore,
  createRedisAttemptStore,
  delayAfter,
  withFallback,
  type LoginAttemptStore,
} from './login-delay';

const RULE: LoginDelayRule = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  forgetAfterMs: 60_000,
};

describe('delayAfter', () => {
  it('is free for the first attempts, then doubles up to the cap', () => {
    const waits = Array.from({ length: 9 }, (_, index) => delayAfter(index + 1, RULE));
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });
});

/** The same behaviour from every store, on a clock the test moves. */
function describeStore(name: string, open: () => LoginAttemptStore) {
  describe(name, () => {
    const store = open();

    it('answers the wait left once the free attempts are spent, without counting waiting tries', async () => {
      const account = randomUUID();
      let now = 1_000_000;
      expect(await store.claim(account, now)).toBe(0);
      expect(await store.claim(account, now)).toBe(0);
      expect(await store.claim(account, now)).toBe(0);
      expect(await store.claim(account, now + 400)).toBe(600);
      expect(await store.claim(account, now + 999)).toBe(1);
      now += 1000;
      expect(await store.claim(account, now)).toBe(0);
      expect(await store.claim(account, now)).toBe(2000);
    });

    it('forgets the count at a successful login', async () => {
      const account = randomUUID();
      for (let i = 0; i < 3; i++) await store.claim(account, 5_000);
      expect(await store.claim(account, 5_000)).toBeGreaterThan(0);
      await store.clear(account);
      expect(await store.claim(account, 5_000)).toBe(0);
    });

    it('keeps accounts apart', async () => {
      const [first, second] = [randomUUID(), randomUUID()];
      for (let i = 0; i < 3; i++) await store.claim(first, 9_000);
      expect(await store.claim(first, 9_000)).toBeGreaterThan(0);
      expect(await store.claim(second, 9_000)).toBe(0);
    });
  });
}

describeStore('memory attempt store', () => createMemoryAttemptStore(RULE));

const redisUrl = testRedisUrl();
if (redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit());
  describeStore('Redis attempt store', () => createRedisAttemptStore(redis, RULE));
}

describe('withFallback', () => {
  const broken: LoginAttemptStore = {
    claim: () => Promise.reject(new Error('down')),
    clear: () => Promise.reject(new Error('down')),
  };
  const hanging: LoginAttemptStore = {
    claim: () => new Promise(() => undefined),
    clear: () => new Promise(() => undefined),
  };

  it('counts in memory while the shared store fails, and reports the outage once', async () => {
    const outages: unknown[] = [];
    const store = withFallback(broken, createMemoryAttemptStore(RULE), (error) =>
      outages.push(error),
    );
    for (let i = 0; i < 3; i++) expect(await store.claim('ada', 0)).toBe(0);
    expect(await store.claim('ada', 0)).toBe(1000);
    expect(outages).toHaveLength(1);
  });

  it('gives up on a shared store that does not answer', async () => {
    const store = withFallback(hanging, createMemoryAttemptStore(RULE), () => undefined, 20);
    expect(await store.claim('ada', 0)).toBe(0);
  });
});
