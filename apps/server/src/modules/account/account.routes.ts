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

export function accountRoutes(account: AccountService) {
  return async function registerAccountRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      API_ROUTES.account.export,
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'Download all my data',
          description:
            'Everything the account owns as one JSON attachment (`chronodeck-data-<date>.json`): ' +
            'the account, timeline events, decks with their cards, every quiz result, the classes ' +
            'joined and the classes taught with their class events and decks.',
          response: { 200: AccountExportSchema, ...errorResponses(401, 503) },
        },
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
          summary: 'Delete my account',
          description:
            'Asks for the password again (a wrong one answers 403 `WRONG_PASSWORD`), then deletes ' +
            'the account with everything it owns, including the classes it teaches, and clears ' +
            'the session cookie. Emits `teacher-deck-updated { deckTitle }` for each deck of those ' +
            'classes to their students.',
          body: DeleteAccountRequestSchema,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 413, 503) },
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
