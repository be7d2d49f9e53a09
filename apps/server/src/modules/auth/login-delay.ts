import { type Redis } from 'ioredis';
import type { LoginDelayRule } from '../../config';
import { hashToken } from './tokens';

/**
 * Counts consecutive login attempts per account and makes each try beyond the free ones wait
 * longer (1 s, 2 s, 4 s … up to a cap) instead of locking the account: whoever knows the password
 * gets in as soon as the running wait is over, however many wrong guesses came before.
 *
 * An attempt is counted when it starts (a "claim"), not when its password turns out wrong, so a
 * burst of parallel guesses cannot all slip through before the first failure is recorded; a
 * successful login clears the count.
 */
export interface LoginAttemptStore {
  /** 0 when the attempt may go ahead (it is then counted); else the milliseconds left to wait. */
  claim(key: string, now: number): Promise<number>;
  clear(key: string): Promise<void>;
}

/** The wait imposed after the `attempts`-th consecutive attempt. */
export function delayAfter(attempts: number, rule: LoginDelayRule): number {
  if (attempts < rule.freeFailures) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (attempts - rule.freeFailures), rule.maxDelayMs);
}

interface AttemptRecord {
  attempts: number;
  blockedUntil: number;
  forgetAt: number;
}

/** Accounts tracked by one instance at most; the oldest are dropped first. */
const MEMORY_STORE_CAPACITY = 100_000;

/** Counts in this process only: without Redis, or while Redis cannot be reached. */
export function createMemoryAttemptStore(rule: LoginDelayRule): LoginAttemptStore {
  const records = new Map<string, AttemptRecord>();
  return {
    async claim(key, now) {
      const found = records.get(key);
      const record = found && found.forgetAt > now ? found : undefined;
      if (record && record.blockedUntil > now) return record.blockedUntil - now;
      const attempts = (record?.attempts ?? 0) + 1;
      records.delete(key);
      records.set(key, {
        attempts,
        blockedUntil: now + delayAfter(attempts, rule),
        forgetAt: now + rule.forgetAfterMs,
      });
      if (records.size > MEMORY_STORE_CAPACITY) {
        const oldest = records.keys().next().value;
        if (oldest !== undefined) records.delete(oldest);
      }
      return 0;
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/** The memory store's claim as one atomic Redis step, so every instance shares the counts. */
const CLAIM_SCRIPT = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
local blockedUntil = tonumber(redis.call('HGET', KEYS[1], 'blockedUntil') or '0')
local now = tonumber(ARGV[1])
if blockedUntil > now then return blockedUntil - now end
attempts = attempts + 1
local delay = 0
local free = tonumber(ARGV[2])
if attempts >= free then
  delay = math.min(tonumber(ARGV[3]) * 2 ^ (attempts - free), tonumber(ARGV[4]))
end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'blockedUntil', now + delay)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

const REDIS_KEY_PREFIX = 'login-delay:';

/** Shared by every instance. The key is a hash, so no e-mail address is stored in Redis. */
export function createRedisAttemptStore(redis: Redis, rule: LoginDelayRule): LoginAttemptStore {
  const keyOf = (key: string) => REDIS_KEY_PREFIX + hashToken(key);
  return {
    async claim(key, now) {
      const wait = await redis.eval(
        CLAIM_SCRIPT,
        1,
        keyOf(key),
        now,
        rule.freeFailures,
        rule.firstDelayMs,
        rule.maxDelayMs,
        rule.forgetAfterMs,
      );
      return Number(wait);
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}

/** A Redis call slower than this is given up and the memory store answers instead. */
export const STORE_TIMEOUT_MS = 500;

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('login delay store timed out')), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shared store while it answers in time; the instance's own memory store when it fails, so a
 * Redis outage slows nothing down and locks nobody out. Reported once per outage.
 */
export function withFallback(
  primary: LoginAttemptStore,
  fallback: LoginAttemptStore,
  onOutage: (error: unknown) => void,
  timeoutMs = STORE_TIMEOUT_MS,
): LoginAttemptStore {
  let down = false;
  async function attempt<T>(call: (store: LoginAttemptStore) => Promise<T>): Promise<T> {
    try {
      const result = await withinTimeout(call(primary), timeoutMs);
      down = false;
      return result;
    } catch (error) {
      if (!down) onOutage(error);
      down = true;
      return call(fallback);
    }
  }
  return {
    claim: (key, now) => attempt((store) => store.claim(key, now)),
    clear: (key) => attempt((store) => store.clear(key)),
  };
}

/**
 * Redis when configured (with the memory store behind it), else the memory store alone. The client
 * is the app's shared fail-fast one (redis/redis-client.ts), which the app closes.
 */
export function createLoginAttemptStore(
  redis: Redis | undefined,
  rule: LoginDelayRule,
  onOutage: (error: unknown) => void,
): LoginAttemptStore {
  const memory = createMemoryAttemptStore(rule);
  if (!redis) return memory;
  return withFallback(createRedisAttemptStore(redis, rule), memory, onOutage);
}
