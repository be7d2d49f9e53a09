import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountExportSchema,
  API_ROUTES,
  DeleteAccountRequestSchema,
  SESSION_COOKIE,
  SuccessResponseSchema,
} from '@chronodeck/contract';
import { unauthenticated } from '../../http/app-error';
import type { AccountService } from './account.service';
import { errorResponses, SUCCESS } from '../../http/error-responses';

const routeErrors = errorResponses(400, 401, 403);

export function accountRoutes(account: AccountService) {
  return async function registerAccountRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      API_ROUTES.account.export,
      {
        onRequest: app.authenticate,
        schema: { response: { 200: AccountExportSchema, ...routeErrors } },
      },
      async (request, reply) => {
        const session = request.currentSession;
        if (!session) throw unauthenticated();
        const day = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="chronodeck-data-${day}.json"`);
        reply.header('cache-control', 'no-store');
        const { name, email, roles } = session.user;
        return account.export(session.user._id, { name, email, roles });
      },
    );

    app.delete(
      API_ROUTES.account.account,
      {
        onRequest: app.authenticate,
        schema: {
          body: DeleteAccountRequestSchema,
          response: { 200: SuccessResponseSchema, ...routeErrors },
        },
      },
      async (request, reply) => {
        const session = request.currentSession;
        if (!session) throw unauthenticated();
        await account.remove(session.user._id, request.body.password);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return SUCCESS;
      },
    );
  };
}
