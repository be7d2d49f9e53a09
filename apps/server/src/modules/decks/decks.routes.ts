import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  CreateDeckRequestSchema,
  DeckEventInputSchema,
  DeckListSchema,
  DeckSchema,
  SuccessResponseSchema,
} from '@chronodeck/contract';
import { callerId, requireRole } from '../auth/require-role';
import type { DecksService } from './decks.service';
import { errorResponses, SUCCESS } from '../../http/error-responses';

const routeErrors = errorResponses(400, 401, 403, 404, 409);

export function decksRoutes(decks: DecksService) {
  return async function registerDecksRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.student.decks,
      { onRequest: studentOnly, schema: { response: { 200: DeckListSchema, ...routeErrors } } },
      async (request) => decks.list(callerId(request)),
    );

    app.get(
      API_ROUTES.student.sharedDecks,
      { onRequest: studentOnly, schema: { response: { 200: DeckListSchema, ...routeErrors } } },
      async (request) => decks.listShared(callerId(request)),
    );

    app.post(
      API_ROUTES.student.decks,
      {
        onRequest: studentOnly,
        schema: { body: CreateDeckRequestSchema, response: { 201: DeckSchema, ...routeErrors } },
      },
      async (request, reply) =>
        reply.code(201).send(await decks.create(callerId(request), request.body.title)),
    );

    app.delete(
      API_ROUTES.student.deck,
      {
        onRequest: studentOnly,
        schema: {
          params: z.object({ deckId: z.string() }),
          response: { 200: SuccessResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        await decks.remove(callerId(request), request.params.deckId);
        return SUCCESS;
      },
    );

    app.post(
      API_ROUTES.student.deckEvents,
      {
        onRequest: studentOnly,
        schema: {
          params: z.object({ deckTitle: z.string() }),
          body: DeckEventInputSchema,
          response: { 201: DeckSchema, ...routeErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await decks.addEvent(callerId(request), request.params.deckTitle, request.body)),
    );

    app.delete(
      API_ROUTES.student.deckEvent,
      {
        onRequest: studentOnly,
        schema: {
          params: z.object({ deckId: z.string(), eventId: z.string() }),
          response: { 200: SuccessResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        await decks.removeEvent(callerId(request), request.params.deckId, request.params.eventId);
        return SUCCESS;
      },
    );
  };
}
