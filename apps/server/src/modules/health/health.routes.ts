import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, HealthResponseSchema } from '@chronodeck/contract';
import type { DatabaseHandle } from '../../db/client';

export function healthRoutes(database: DatabaseHandle) {
  return async function registerHealthRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      API_ROUTES.health,
      {
        schema: {
          summary: 'Check the server and its database',
          description:
            'Answers 200 when the database answers, and 503 with `status: "unavailable"` when it ' +
            'does not; `database` names the kind in use. Load balancers use it as the readiness check.',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: database.kind };
        } catch (error) {
          request.log.warn({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: database.kind });
        }
      },
    );
  };
}
