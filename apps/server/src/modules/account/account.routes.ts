import { Readable } from 'node:stream';
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

    // Registered without the zod type provider: the reply is a stream of JSON text, which Fastify
    // sends as is, and the response schema only documents the shape the text adds up to.
    fastify.get(
      API_ROUTES.account.export,
      {
        onRequest: fastify.authenticate,
        schema: {
          summary: 'Download all my data',
          description:
            'Everything the account owns as one JSON attachment (`chronodeck-data-<date>.json`): ' +
            'the account, timeline events, decks with their cards, every quiz result, the classes ' +
            'joined and the classes taught with their class events and decks. Streamed from ' +
            'paged reads, so its size is bounded by the quotas, not by the server’s memory.',
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
        const json = await account.export(session.user._id, { name, email, roles });
        return reply.type('application/json; charset=utf-8').send(Readable.from(json));
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
