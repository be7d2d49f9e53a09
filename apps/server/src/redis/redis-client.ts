import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from '../config';

export type RedisState = 'ok' | 'degraded';

/**
 * Redis is a helper, never a dependency a request waits on: while it is away, commands fail at
 * once (no offline queue, no retries) or within `commandMs`, and the client keeps reconnecting in
 * the background, so it is used again as soon as it is back.
 */
export function failFastOptions(timeouts: Config['redisTimeouts']): RedisOptions {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeouts.commandMs,
    connectTimeout: timeouts.connectMs,
    retryStrategy: (attempt) => Math.min(attempt * 100, timeouts.reconnectMaxDelayMs),
  };
}

/** After a failed command, Redis is left alone this long before it is tried again. */
const RETRY_AFTER_FAILURE_MS = 1000;

/**
 * Tells whether Redis answers, and logs each change once (not each failed command): one warning
 * when it goes away, one line when it answers again.
 */
export function watchRedis(client: Redis, role: string, log: FastifyBaseLogger) {
  let retryAfter = 0;
  let away = false;
  const wentAway = (error?: Error) => {
    if (away) return;
    away = true;
    log.warn(
      { redis: role, code: (error as { code?: string } | undefined)?.code },
      `Redis unreachable: ${role} fall back to this instance alone until it is back`,
    );
  };
  const cameBack = () => {
    if (!away) return;
    away = false;
    log.info({ redis: role }, `Redis is back: ${role} use it again`);
  };
  client.on('ready', cameBack);
  client.on('error', (error: Error) => wentAway(error));
  client.on('close', () => wentAway());
  return {
    get state(): RedisState {
      return client.status === 'ready' && Date.now() >= retryAfter ? 'ok' : 'degraded';
    },
    /** A command failed: Redis may be gone before the socket says so (a timeout). */
    failed(error: Error) {
      retryAfter = Date.now() + RETRY_AFTER_FAILURE_MS;
      wentAway(error);
    },
    succeeded: cameBack,
  };
}

export type RedisWatch = ReturnType<typeof watchRedis>;

/**
 * socket.io's Redis adapter publishes and subscribes without awaiting the result; a command failing
 * while Redis is away (or dropped at shutdown) must not surface as an unhandled rejection.
 */
export class FireAndForgetRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    args[0].promise.catch(() => undefined);
    return super.sendCommand(...args);
  }
}
