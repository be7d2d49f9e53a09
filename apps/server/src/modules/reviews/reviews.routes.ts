import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  DueListQuerySchema,
  DueListSchema,
  ReviewInputSchema,
  ReviewResultSchema,
  StudySettingsSchema,
  StudyStatsQuerySchema,
  StudyStatsSchema,
} from '@chronodeck/contract';
import { callerId, requireRole } from '../auth/require-role';
import { errorResponses } from '../../http/error-responses';
import type { ReviewsService } from './reviews.service';

export function reviewsRoutes(reviews: ReviewsService) {
  return async function registerReviewsRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    app.get(
      API_ROUTES.student.dueReviews,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Cards due for review',
          description:
            'Cards of the student’s own and class decks due now, most overdue first, then new cards up to the daily new-card limit, each with its deck and memory state.',
          querystring: DueListQuerySchema,
          response: { 200: DueListSchema, ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => reviews.dueList(callerId(request), request.query),
    );

    app.post(
      API_ROUTES.student.reviews,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Rate a card',
          description:
            'Records a review (again, hard, good or easy) and answers the card’s new memory state with its next due time. A retried review id is recorded once. 409 QUOTA_EXCEEDED past USER_QUOTAS.reviewsPerDay reviews in 24 hours.',
          body: ReviewInputSchema,
          response: {
            200: ReviewResultSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 503),
          },
        },
      },
      async (request) => reviews.review(callerId(request), request.body),
    );

    app.get(
      API_ROUTES.student.reviewStats,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My study statistics',
          description:
            'Cards due today per deck, the study streak, reviews per day (30 days), the due forecast (14 days) and true retention, in the student’s time zone.',
          querystring: StudyStatsQuerySchema,
          response: { 200: StudyStatsSchema, ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => reviews.stats(callerId(request), request.query),
    );

    app.get(
      API_ROUTES.account.studySettings,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My study settings',
          response: { 200: StudySettingsSchema, ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => reviews.settings(callerId(request)),
    );

    app.put(
      API_ROUTES.account.studySettings,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Change my study settings',
          description: 'Desired retention (0.80–0.97) and new cards per day (0–500).',
          body: StudySettingsSchema,
          response: { 200: StudySettingsSchema, ...errorResponses(400, 401, 403, 413, 503) },
        },
      },
      async (request) => reviews.updateSettings(callerId(request), request.body),
    );
  };
}
