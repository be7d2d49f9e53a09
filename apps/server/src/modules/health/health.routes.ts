import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, HealthResponseSchema } from '@chronodeck/contract';
import type { DatabaseHandle } from '../../db/client';
import type { RedisWatch } from '../../redis/redis-client';

/** `redis` is the rate limits' connection, when REDIS_URL is set. */
export function healthRoutes(database: DatabaseHandle, redis?: RedisWatch) {
  return async function registerHealthRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      API_ROUTES.health,
      {
        schema: {
          summary: 'Check the server and its database',
          description:
            'Answers 200 when the database answers, and 503 with `status: "unavailable"` when it ' +
            'does not; `database` names the kind in use. Load balancers use it as the readiness check. ' +
            'With Redis configured, `redis` is `ok`, or `degraded` while Redis is away: the instance ' +
            'still serves, counting limits on its own, so the status stays `ok`.',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (request, reply) => {
        const known = { database: database.kind, ...(redis && { redis: redis.state }) };
        try {
          await database.ping();
          return { status: 'ok' as const, ...known };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', ...known });
        }
      },
    );
  };
}
