import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';
import { AppError } from './app-error';

/** What a limit counts attempts by, in the words the API reference uses. */
export type LimitedBy = 'client address' | 'e-mail address' | 'account';

interface LimitedKey {
  rule: RateLimitRule;
  per: LimitedBy;
  /** The value counted (the address, the account…); undefined skips this limit. */
  key: (request: FastifyRequest) => string | undefined;
}

/** An attempt limit names its rules, so the OpenAPI document states each route's limits from the check itself. */
export interface AttemptLimitCheck {
  readonly attemptLimits: readonly Pick<LimitedKey, 'rule' | 'per'>[];
}

export function isAttemptLimitCheck(hook: unknown): hook is AttemptLimitCheck {
  return typeof hook === 'function' && 'attemptLimits' in hook;
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
  const enforce = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const [index, check] of checks.entries()) {
      if (limits[index]?.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait and try again.');
      }
    }
  };
  const attemptLimits = limits.map(({ rule, per }) => ({ rule, per }));
  return Object.assign(enforce, { attemptLimits }) satisfies AttemptLimitCheck;
}

export const byClientAddress = (request: FastifyRequest) => request.ip;

/** The signed-in account; a request without a session is not counted by this limit. */
export const byAccount = (request: FastifyRequest) => request.currentSession?.user._id;
