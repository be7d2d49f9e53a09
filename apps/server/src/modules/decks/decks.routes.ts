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
import { QUOTA_NOTE } from '../../db/quota';
import { sendJson } from '../../db/paged-json';

/** Every deck change tells the owner's open tabs, so they reload their decks. */
const EMITS_DECK_UPDATED = 'Emits `deck-updated { deckTitle }` to the student’s sockets.';
/** Deck and card ids that are not the caller's answer exactly like missing ones. */
const NOT_YOURS = 'Another student’s deck or card answers 404, like a missing one.';

export function decksRoutes(decks: DecksService) {
  return async function registerDecksRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    // Registered without the zod type provider: the reply is JSON text the database wrote, which
    // Fastify sends as is; the response schema documents the shape it holds.
    fastify.get(
      API_ROUTES.student.decks,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My decks',
          description: 'The student’s own decks, each with its cards.',
          response: { 200: DeckListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      (request, reply) => sendJson(reply, decks.list(callerId(request))),
    );

    // Registered without the zod type provider: the reply is JSON text the database wrote, which
    // Fastify sends as is; the response schema documents the shape it holds.
    fastify.get(
      API_ROUTES.student.sharedDecks,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Decks my classes share',
          description:
            'The decks of every class the student has joined, with their cards; only the class’s ' +
            'teacher changes them.',
          response: { 200: DeckListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      (request, reply) => sendJson(reply, decks.listShared(callerId(request))),
    );

    app.post(
      API_ROUTES.student.decks,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Create a deck',
          description: `A title the student already uses answers 409 \`DECK_TITLE_TAKEN\`. ${QUOTA_NOTE} ${EMITS_DECK_UPDATED}`,
          body: CreateDeckRequestSchema,
          response: { 201: DeckSchema, ...errorResponses(400, 401, 403, 409, 413, 503) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await decks.create(callerId(request), request.body.title)),
    );

    app.delete(
      API_ROUTES.student.deck,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Delete a deck',
          description: `Deletes the deck with its cards. ${NOT_YOURS} ${EMITS_DECK_UPDATED}`,
          params: z.object({ deckId: z.string() }),
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
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
          summary: 'Add a card to a deck',
          description:
            'The deck is named by its title, URL-encoded in the path; the answer is the deck with ' +
            `its cards. A title matching none of the student’s decks answers 404. ${QUOTA_NOTE} ` +
            EMITS_DECK_UPDATED,
          params: z.object({ deckTitle: z.string() }),
          body: DeckEventInputSchema,
          response: { 201: DeckSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 503) },
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
          summary: 'Remove a card from a deck',
          description: `${NOT_YOURS} ${EMITS_DECK_UPDATED}`,
          params: z.object({ deckId: z.string(), eventId: z.string() }),
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        await decks.removeEvent(callerId(request), request.params.deckId, request.params.eventId);
        return SUCCESS;
      },
    );
  };
}
