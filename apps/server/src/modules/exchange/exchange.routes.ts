import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  ExportQuerySchema,
  IMPORT_LIMITS,
  ImportPreviewSchema,
  ImportRequestSchema,
  type ExportFormatName,
} from '@chronodeck/contract';
import {
  cardsToApkg,
  cardsToCsv,
  cardsToTimelineJs,
  EXPORT_FILES,
  type ExchangeCard,
} from '@chronodeck/exchange';
import type { Config } from '../../config';
import { notFound } from '../../http/app-error';
import { attemptLimit, byAccount } from '../../http/attempt-limit';
import { errorResponses } from '../../http/error-responses';
import { createWorkGate } from '../../http/work-gate';
import { callerId, requireRole } from '../auth/require-role';
import type { ClassesService } from '../classes/classes.service';
import { importDeck } from './deck-import';
import type { ExchangeRepository } from './exchange.repository';
import { sqlJs } from './sql-js';

const FORMATS =
  '`format`: `csv` (RFC 4180, UTF-8 with a byte order mark, header `year,title,description,category`), ' +
  '`apkg` (an Anki package: one note per card with fields Year, Title, Description and two cards, ' +
  'event → year and year → event) or `timelinejs` (TimelineJS3 JSON; BCE years negative).';
const FileResponse = z.string().describe('The file, as an attachment.');
/**
 * Room for the largest file with the rest of the request: an Anki package's base64, or a 5 MB
 * text file whose quotes and line ends JSON writes in two characters each (importDeck then
 * checks each format's own limit, with a clear error).
 */
const IMPORT_BODY_LIMIT = 2 * IMPORT_LIMITS.fileBytes + 64 * 1024;

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

const IMPORT_DESCRIPTION =
  'Reads a CSV file (comma, semicolon or tab; quotes; a byte order mark; a header row if it ' +
  'names its columns), an Anki package (base64; the notes of its most used note type) or ' +
  'TimelineJS JSON, and checks every row like a card typed by hand. Years are read from text ' +
  'such as "1822", "44 BC" or "c. 1500". `mapping` says which column is the year, title, ' +
  'description and category (guessed when absent). With `save: false` it only answers the ' +
  'preview: every row with its card or its problems. With `save: true` it adds the cards to the ' +
  'deck of `deckTitle` (created if needed) all together: a row with a problem saves nothing (400 ' +
  '`IMPORT_HAS_PROBLEMS`) unless `skipProblems`. A file that cannot be read answers 400 ' +
  '`UNREADABLE_FILE`; an Anki package holding only the compressed collection of Anki 2.1.50+ 400 ' +
  '`ANKI_PACKAGE_TOO_NEW`; a file of more than 5 MB (characters of text, bytes of an Anki ' +
  'package), 5,000 rows or 100 columns 413 `FILE_TOO_LARGE`; text no card can store (NUL, an ' +
  'unpaired surrogate) 400 `VALIDATION`, like a card typed with it; a full collection 409 ' +
  '`QUOTA_EXCEEDED`, saving nothing.';

export interface ExchangeRoutesDeps {
  config: Pick<Config, 'exchange'>;
  exchange: ExchangeRepository;
  classes: Pick<ClassesService, 'ensureOwned' | 'importDeckCards'>;
  /** Tells the student's other tabs that one of their decks changed. */
  notifyOwner: (ownerId: string, deckTitle: string) => void;
}

/** Decks and timelines as files students and teachers take to Quizlet, spreadsheets, Anki and TimelineJS, and back. */
export function exchangeRoutes({ config, exchange, classes, notifyOwner }: ExchangeRoutesDeps) {
  // A file of thousands of cards is held whole while it is read or built: a few at once, the
  // rest wait briefly or answer 503, so no burst of files can exhaust the server's memory.
  const files = createWorkGate(config.exchange.gate);
  return async function registerExchangeRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const filesLimit = attemptLimit(app, 'exchange-files', [
      {
        rule: config.exchange.filesPerAccount,
        per: 'account',
        key: byAccount,
      },
    ]);
    const studentOnly = [app.authenticate, requireRole('student')];
    const teacherOnly = [app.authenticate, requireRole('teacher')];

    app.post(
      API_ROUTES.student.deckImport,
      {
        onRequest: studentOnly,
        preHandler: filesLimit,
        // The file travels in the body: an Anki package of thousands of notes, in base64.
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          summary: 'Import cards into a deck',
          description: `${IMPORT_DESCRIPTION} Emits \`deck-updated { deckTitle }\` to the student.`,
          body: ImportRequestSchema,
          response: {
            200: ImportPreviewSchema,
            ...errorResponses(400, 401, 403, 409, 413, 429, 503),
          },
        },
      },
      (request) => {
        const studentId = callerId(request);
        return files.run(() =>
          importDeck(request.body, async (deckTitle, cards) => {
            await exchange.importIntoDeck(studentId, deckTitle, cards);
            notifyOwner(studentId, deckTitle);
          }),
        );
      },
    );

    app.post(
      API_ROUTES.classes.deckImport,
      {
        onRequest: teacherOnly,
        preHandler: filesLimit,
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          summary: 'Import cards into a class deck',
          description:
            `${IMPORT_DESCRIPTION} The class deck counts against the class’s decks, the deck’s ` +
            'cards and all the teacher’s cards. Emits `teacher-deck-updated { deckTitle }` to the ' +
            'teacher and the class’s students. Another teacher’s class answers 404, like a ' +
            'missing one, before the file is read.',
          params: z.object({ classId: z.string() }),
          body: ImportRequestSchema,
          response: {
            200: ImportPreviewSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503),
          },
        },
      },
      async (request) => {
        const teacherId = callerId(request);
        const { classId } = request.params;
        await classes.ensureOwned(teacherId, classId);
        return files.run(() =>
          importDeck(request.body, (deckTitle, cards) =>
            classes.importDeckCards(teacherId, classId, deckTitle, cards),
          ),
        );
      },
    );

    app.get(
      API_ROUTES.student.deckExport,
      {
        onRequest: studentOnly,
        preHandler: filesLimit,
        schema: {
          summary: 'Export a deck',
          description: `The student’s own deck of that title, else a deck of that title one of their classes shares. ${FORMATS}`,
          params: z.object({ deckTitle: z.string() }),
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
        },
      },
      (request, reply) =>
        files.run(async () => {
          const deck = await exchange.studentDeck(callerId(request), request.params.deckTitle);
          if (!deck) throw notFound('Deck not found');
          return sendFile(reply, request.query.format, deck);
        }),
    );

    app.get(
      API_ROUTES.student.timelineExport,
      {
        onRequest: studentOnly,
        preHandler: filesLimit,
        schema: {
          summary: 'Export my timeline',
          description: `The student’s timeline events, earliest first. ${FORMATS}`,
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 429, 503) },
        },
      },
      (request, reply) =>
        files.run(async () => {
          const cards = await exchange.timeline(callerId(request));
          return sendFile(reply, request.query.format, { title: 'My timeline', cards });
        }),
    );

    app.get(
      API_ROUTES.classes.deckExport,
      {
        onRequest: teacherOnly,
        preHandler: filesLimit,
        schema: {
          summary: 'Export a class deck',
          description: `${FORMATS} Another teacher’s class answers 404, like a missing one.`,
          params: z.object({ classId: z.string(), deckTitle: z.string() }),
          querystring: ExportQuerySchema,
          response: { 200: FileResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
        },
      },
      (request, reply) =>
        files.run(async () => {
          const { classId, deckTitle } = request.params;
          const deck = await exchange.classDeck(callerId(request), classId, deckTitle);
          if (!deck) throw notFound('Deck not found');
          return sendFile(reply, request.query.format, deck);
        }),
    );
  };
}
