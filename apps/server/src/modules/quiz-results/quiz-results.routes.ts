import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  QuizResultInputSchema,
  QuizResultListSchema,
  QuizResultSchema,
  QUIZ_RESULTS_SHOWN,
} from '@chronodeck/contract';
import { callerId, requireRole } from '../auth/require-role';
import type { QuizResultsRepository } from './quiz-results.repository';
import { errorResponses } from '../../http/error-responses';

export function quizResultsRoutes(results: QuizResultsRepository) {
  return async function registerQuizResultsRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.student.quizResults,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My latest quiz results',
          description: `The student’s last ${QUIZ_RESULTS_SHOWN} finished quiz games, newest first.`,
          response: { 200: QuizResultListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => results.latest(callerId(request)),
    );

    app.post(
      API_ROUTES.student.quizResults,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Save a finished quiz game',
          body: QuizResultInputSchema,
          response: { 201: QuizResultSchema, ...errorResponses(400, 401, 403, 413, 503) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await results.record(callerId(request), request.body)),
    );
  };
}
