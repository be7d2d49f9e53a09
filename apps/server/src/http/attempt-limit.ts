import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { AppError } from './app-error';

interface LimitedKey {
  rule: RateLimitRule;
  /** What the attempts are counted by: the client address, an account… ; undefined skips this limit. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * A preHandler enforcing several limits at once (e.g. per address and per account). The plugin's
 * own `rateLimit()` handlers cannot be stacked: only the first one runs per request.
 */
export function attemptLimit(app: FastifyInstance, name: string, limits: LimitedKey[]) {
  const checks = limits.map(({ rule, key }, index) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      // Prefixed so counters of different routes and limits never share a Redis key.
      keyGenerator: (request) => `${name}:${index}:${key(request) ?? ''}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const [index, check] of checks.entries()) {
      if (limits[index]?.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait and try again.');
      }
    }
  };
}

export const byClientAddress = (request: FastifyRequest) => request.ip;
