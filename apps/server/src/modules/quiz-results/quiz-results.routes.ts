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
import { errorResponses } from '../../http/error-responses';
import type { QuizResultsService } from './quiz-results.service';

export function quizResultsRoutes(results: QuizResultsService) {
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
          description:
            'Saves the game; its answers on the student’s deck cards count as reviews (right as ' +
            'good, wrong as again). A game on a class deck (`deckId`) is recorded with its class ' +
            'for the teacher’s results; a class deck the student does not see, or a `classId` ' +
            'that is not the deck’s class, answers 404.',
          body: QuizResultInputSchema,
          response: { 201: QuizResultSchema, ...errorResponses(400, 401, 403, 404, 413, 503) },
        },
      },
      async (request, reply) => {
        const saved = await results.record(callerId(request), {
          ...request.body,
          playedAs: 'solo',
        });
        return reply.code(201).send(saved);
      },
    );
  };
}
