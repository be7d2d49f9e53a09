import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  QuizResultInputSchema,
  QuizResultListSchema,
  QuizResultSchema,
} from '@chronodeck/contract';
import { callerId, requireRole } from '../auth/require-role';
import type { QuizResultsRepository } from './quiz-results.repository';
import { errorResponses } from '../../http/error-responses';

const routeErrors = errorResponses(400, 401, 403);

export function quizResultsRoutes(results: QuizResultsRepository) {
  return async function registerQuizResultsRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.student.quizResults,
      {
        onRequest: studentOnly,
        schema: { response: { 200: QuizResultListSchema, ...routeErrors } },
      },
      async (request) => results.latest(callerId(request)),
    );

    app.post(
      API_ROUTES.student.quizResults,
      {
        onRequest: studentOnly,
        schema: {
          body: QuizResultInputSchema,
          response: { 201: QuizResultSchema, ...routeErrors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await results.record(callerId(request), request.body)),
    );
  };
}
