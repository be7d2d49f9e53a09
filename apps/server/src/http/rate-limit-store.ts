import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { RedisWatch } from '../redis/redis-client';

// The plugin's own two stores, which it neither exports nor types: this store combines them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counts in Redis while it answers, so limits hold across instances, and in this instance's memory
 * while it does not: a limited route then answers at once with per-instance limits instead of
 * waiting for Redis, and goes back to Redis by itself when Redis is back.
 */
class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly watch: RedisWatch,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    if (this.watch.state !== 'ok') return this.local.incr(key, callback, timeWindow, max);
    this.redis.incr(
      key,
      (error, result) => {
        if (!error) {
          this.watch.succeeded();
          return callback(null, result);
        }
        this.watch.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrLocalStore(
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
      this.watch,
    );
  }
}

/** The `store` option of @fastify/rate-limit, bound to one Redis client. */
export function redisOrLocalStore(redis: Redis, watch: RedisWatch): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor() {
      super(new RedisStore(false, false, redis), new LocalStore(false, false), watch);
    }
  };
}
