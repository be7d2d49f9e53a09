import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, ExportQuerySchema, type ExportFormatName } from '@chronodeck/contract';
import {
  cardsToApkg,
  cardsToCsv,
  cardsToTimelineJs,
  EXPORT_FILES,
  type ExchangeCard,
} from '@chronodeck/exchange';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { callerId, requireRole } from '../auth/require-role';
import type { ExchangeRepository } from './exchange.repository';
import { sqlJs } from './sql-js';

const FORMATS =
  '`format`: `csv` (RFC 4180, UTF-8 with a byte order mark, header `year,title,description,category`), ' +
  '`apkg` (an Anki package: one note per card with fields Year, Title, Description and two cards, ' +
  'event → year and year → event) or `timelinejs` (TimelineJS3 JSON; BCE years negative).';
const FileResponse = z.string().describe('The file, as an attachment.');

async function fileOf(format: ExportFormatName, cards: readonly ExchangeCard[], title: string) {
  switch (format) {
    case 'csv':
      return cardsToCsv(cards);
    case 'timelinejs':
      return JSON.stringify(cardsToTimelineJs(cards, title), null, 2);
    case 'apkg':
      return Buffer.from(await cardsToApkg(cards, title, await sqlJs()));
  }
}

/** "Revolutions: 1789–1799!" as "Revolutions 1789-1799", for the file's name; the title in UTF-8 beside it. */
function attachment(title: string, format: ExportFormatName): string {
  const name = `${title}.${EXPORT_FILES[format].extension}`;
  const plain =
    name.replace(/[^\w .()-]+/g, '_').replace(/^[_ .]+/, '') ||
    `deck.${EXPORT_FILES[format].extension}`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendFile(
  reply: FastifyReply,
  format: ExportFormatName,
  deck: { title: string; cards: readonly ExchangeCard[] },
) {
  return reply
    .header('content-type', EXPORT_FILES[format].mediaType)
    .header('content-disposition', attachment(deck.title, format))
    .send(await fileOf(format, deck.cards, deck.title));
}

/** Decks and timelines as files students take to Quizlet, spreadsheets, Anki and TimelineJS. */
export function exchangeRoutes(exchange: ExchangeRepository) {
  return async function registerExchangeRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.student.deckExport,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Export a deck',
          description: `The student’s own deck of that title, else a deck of that title one of their classes shares. ${FORMATS}`,
          params: z.object({ deckTitle: z.string() }),
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const deck = await exchange.studentDeck(callerId(request), request.params.deckTitle);
        if (!deck) throw notFound('Deck not found');
        return sendFile(reply, request.query.format, deck);
      },
    );

    app.get(
      API_ROUTES.student.timelineExport,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Export my timeline',
          description: `The student’s timeline events, earliest first. ${FORMATS}`,
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request, reply) => {
        const cards = await exchange.timeline(callerId(request));
        return sendFile(reply, request.query.format, { title: 'My timeline', cards });
      },
    );

    app.get(
      API_ROUTES.classes.deckExport,
      {
        onRequest: [app.authenticate, requireRole('teacher')],
        schema: {
          summary: 'Export a class deck',
          description: `${FORMATS} Another teacher’s class answers 404, like a missing one.`,
          params: z.object({ classId: z.string(), deckTitle: z.string() }),
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const { classId, deckTitle } = request.params;
        const deck = await exchange.classDeck(callerId(request), classId, deckTitle);
        if (!deck) throw notFound('Deck not found');
        return sendFile(reply, request.query.format, deck);
      },
    );
  };
}
