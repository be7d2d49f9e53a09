import { randomUUID } from 'node:crypto';
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
import { isRecordId } from '../../db/record-id';
import type { ReviewsService } from '../reviews/reviews.service';

export function quizResultsRoutes(
  results: QuizResultsRepository,
  reviews: Pick<ReviewsService, 'recordQuizAnswers'>,
) {
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
            'Saves the game; its answers on the student’s deck cards count as reviews (right as good, wrong as again).',
          body: QuizResultInputSchema,
          response: { 201: QuizResultSchema, ...errorResponses(400, 401, 403, 413, 503) },
        },
      },
      async (request, reply) => {
        const userId = callerId(request);
        const { answers = [], ...game } = request.body;
        const saved = await results.record(userId, game);
        // Catalogue events have no uuid and no memory on the server.
        const deckCardAnswers = answers.filter((answer) => isRecordId(answer.cardId));
        await reviews.recordQuizAnswers(userId, deckCardAnswers, randomUUID);
        return reply.code(201).send(saved);
      },
    );
  };
}
