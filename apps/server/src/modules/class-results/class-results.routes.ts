import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  ClassResultsQuerySchema,
  ClassResultsSchema,
  LANGUAGES,
  RESULTS_PERIODS,
} from '@chronodeck/contract';
import { callerId, requireRole } from '../auth/require-role';
import { errorResponses } from '../../http/error-responses';
import type { ClassResultsService } from './class-results.service';
import { classResultsCsv } from './class-results-csv';

const ClassParams = z.object({ classId: z.string() });
const CsvQuery = z.object({
  deckId: z.uuid('Unknown deck.').optional(),
  days: z.enum(RESULTS_PERIODS).optional(),
  /** The column headings' language. */
  language: z.enum(LANGUAGES).optional(),
});
const FILTERS =
  '`deckId` narrows them to one of the class’s decks (another deck answers 404), `days` to the ' +
  'last 7, 30 or 90 days.';

/** Class results: the teacher's whole class, a student's own share of it. */
export function classResultsRoutes(results: ClassResultsService) {
  return async function registerClassResultsRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const teacherOnly = [app.authenticate, requireRole('teacher')];
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.classes.results,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'Who studied what in a class',
          description:
            'Per student (games, average score, reviews, last active, cards due and overdue, ' +
            'retention), per deck, and per card with the most missed first. Counts games and ' +
            `flashcard reviews on the class’s decks by its current students. ${FILTERS} ` +
            'Students get 403, like on every teacher route; another teacher gets 404, like every class route.',
          params: ClassParams,
          querystring: ClassResultsQuerySchema,
          response: { 200: ClassResultsSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      (request) => results.forTeacher(callerId(request), request.params.classId, request.query),
    );

    app.get(
      API_ROUTES.classes.resultsCsv,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'A class’s results as a spreadsheet',
          description:
            'CSV (RFC 4180, UTF-8 with a byte order mark), one row per student, headings in ' +
            `\`language\` (English by default). ${FILTERS}`,
          params: ClassParams,
          querystring: CsvQuery,
          response: { 200: z.string(), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const { language = 'en', ...query } = request.query;
        const classResults = await results.forTeacher(
          callerId(request),
          request.params.classId,
          query,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="class-results.csv"')
          .send(classResultsCsv(classResults.students, language));
      },
    );

    app.get(
      API_ROUTES.student.classProgress,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My results in a class',
          description:
            'The class’s results about the student alone: their games, reviews and cards due, ' +
            `per deck and per card. ${FILTERS} A class the student has not joined answers 404.`,
          params: ClassParams,
          querystring: ClassResultsQuerySchema,
          response: { 200: ClassResultsSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      (request) => results.forStudent(callerId(request), request.params.classId, request.query),
    );
  };
}
