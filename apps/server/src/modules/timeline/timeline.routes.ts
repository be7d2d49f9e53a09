import { sendJson } from '../../db/paged-json';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  SuccessResponseSchema,
  TimelineEventInputSchema,
  TimelineEventListSchema,
  TimelineEventSchema,
  TimelineEventUpdateSchema,
} from '@chronodeck/contract';
import { notFound } from '../../http/app-error';
import { callerId, requireRole } from '../auth/require-role';
import { isRecordId } from '../../db/record-id';
import type { TimelineRepository } from './timeline.repository';
import { errorResponses, SUCCESS } from '../../http/error-responses';
import { QUOTA_NOTE } from '../../db/quota';

const eventNotFound = () => notFound('Event not found');
const EventParamsSchema = z.object({ id: z.string() });

export function timelineRoutes(repository: TimelineRepository) {
  return async function registerTimelineRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const studentOnly = [app.authenticate, requireRole('student')];

    // Registered without the zod type provider: the reply is JSON text the database wrote, which
    // Fastify sends as is; the response schema documents the shape it holds.
    fastify.get(
      API_ROUTES.student.timeline,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'My timeline events',
          description: 'The timeline events the student has added, and only theirs.',
          response: { 200: TimelineEventListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      (request, reply) => sendJson(reply, repository.list(callerId(request))),
    );

    app.post(
      API_ROUTES.student.timeline,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Add a timeline event',
          description: QUOTA_NOTE,
          body: TimelineEventInputSchema,
          response: { 201: TimelineEventSchema, ...errorResponses(400, 401, 403, 409, 413, 503) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await repository.insert(callerId(request), request.body)),
    );

    app.put(
      API_ROUTES.student.timelineEvent,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Change a timeline event',
          description: 'Another student’s event id answers 404, like a missing one.',
          params: EventParamsSchema,
          body: TimelineEventUpdateSchema,
          response: {
            200: TimelineEventSchema,
            ...errorResponses(400, 401, 403, 404, 413, 503),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const updated = isRecordId(id)
          ? await repository.update(callerId(request), id, request.body)
          : null;
        if (!updated) throw eventNotFound();
        return updated;
      },
    );

    app.delete(
      API_ROUTES.student.timelineEvent,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Delete a timeline event',
          description: 'Another student’s event id answers 404, like a missing one.',
          params: EventParamsSchema,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const removed = isRecordId(id) && (await repository.remove(callerId(request), id));
        if (!removed) throw eventNotFound();
        return SUCCESS;
      },
    );
  };
}
