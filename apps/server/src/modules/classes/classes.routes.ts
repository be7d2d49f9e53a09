import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ROUTES,
  ClassDeckSchema,
  ClassEventInputSchema,
  ClassEventSchema,
  ClassEventUpdateSchema,
  ClassInputSchema,
  ClassSchema,
  ClassStudentListSchema,
  ClassSummaryListSchema,
  ClassSummarySchema,
  ClassUpdateSchema,
  CreateClassDeckRequestSchema,
  JoinClassRequestSchema,
  JoinedClassListSchema,
  JoinedClassSchema,
  SuccessResponseSchema,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { attemptLimit } from '../../http/attempt-limit';
import { callerId, requireRole } from '../auth/require-role';
import type { ClassesService } from './classes.service';
import { errorResponses, SUCCESS } from '../../http/error-responses';

const routeErrors = errorResponses(400, 401, 403, 404, 409);
const ClassParams = z.object({ classId: z.string() });
const EventParams = ClassParams.extend({ eventId: z.string() });
const DeckParams = ClassParams.extend({ deckTitle: z.string() });
const DeckEventParams = DeckParams.extend({ eventId: z.string() });
const StudentParams = ClassParams.extend({ studentId: z.string() });

/** Teachers' class routes (SPEC.md §7, all authenticated) and the students' join / leave routes. */
export function classesRoutes(classes: ClassesService, config: Pick<Config, 'classes'>) {
  return async function registerClassesRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const teacherOnly = [app.authenticate, requireRole('teacher')];
    const studentOnly = [app.authenticate, requireRole('student')];
    const joinLimit = attemptLimit(app, 'join-class', [
      {
        rule: config.classes.joinAttemptsPerAccount,
        per: 'account',
        key: (request) => callerId(request),
      },
    ]);
    const reply = <Ok extends Record<number, z.core.$ZodType>>(ok: Ok) => ({
      response: { ...ok, ...routeErrors },
    });

    app.get(
      API_ROUTES.classes.list,
      { onRequest: teacherOnly, schema: reply({ 200: ClassSummaryListSchema }) },
      (request) => classes.list(callerId(request)),
    );
    app.post(
      API_ROUTES.classes.list,
      {
        onRequest: teacherOnly,
        schema: { body: ClassInputSchema, ...reply({ 201: ClassSummarySchema }) },
      },
      async (request, response) =>
        response.code(201).send(await classes.create(callerId(request), request.body)),
    );
    app.get(
      API_ROUTES.classes.class,
      { onRequest: teacherOnly, schema: { params: ClassParams, ...reply({ 200: ClassSchema }) } },
      (request) => classes.get(callerId(request), request.params.classId),
    );
    app.put(
      API_ROUTES.classes.class,
      {
        onRequest: teacherOnly,
        schema: {
          params: ClassParams,
          body: ClassUpdateSchema,
          ...reply({ 200: ClassSummarySchema }),
        },
      },
      (request) => classes.update(callerId(request), request.params.classId, request.body),
    );
    app.delete(
      API_ROUTES.classes.class,
      {
        onRequest: teacherOnly,
        schema: { params: ClassParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        await classes.remove(callerId(request), request.params.classId);
        return SUCCESS;
      },
    );

    app.post(
      API_ROUTES.classes.events,
      {
        onRequest: teacherOnly,
        schema: {
          params: ClassParams,
          body: ClassEventInputSchema,
          ...reply({ 201: ClassEventSchema }),
        },
      },
      async (request, response) =>
        response
          .code(201)
          .send(await classes.addEvent(callerId(request), request.params.classId, request.body)),
    );
    app.put(
      API_ROUTES.classes.event,
      {
        onRequest: teacherOnly,
        schema: {
          params: EventParams,
          body: ClassEventUpdateSchema,
          ...reply({ 200: ClassEventSchema }),
        },
      },
      (request) =>
        classes.updateEvent(
          callerId(request),
          request.params.classId,
          request.params.eventId,
          request.body,
        ),
    );
    app.delete(
      API_ROUTES.classes.event,
      {
        onRequest: teacherOnly,
        schema: { params: EventParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        await classes.removeEvent(
          callerId(request),
          request.params.classId,
          request.params.eventId,
        );
        return SUCCESS;
      },
    );

    app.post(
      API_ROUTES.classes.decks,
      {
        onRequest: teacherOnly,
        schema: {
          params: ClassParams,
          body: CreateClassDeckRequestSchema,
          ...reply({ 201: ClassDeckSchema }),
        },
      },
      async (request, response) =>
        response
          .code(201)
          .send(
            await classes.createDeck(callerId(request), request.params.classId, request.body.title),
          ),
    );
    app.delete(
      API_ROUTES.classes.deck,
      {
        onRequest: teacherOnly,
        schema: { params: DeckParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        await classes.removeDeck(
          callerId(request),
          request.params.classId,
          request.params.deckTitle,
        );
        return SUCCESS;
      },
    );
    app.post(
      API_ROUTES.classes.deckEvents,
      {
        onRequest: teacherOnly,
        schema: {
          params: DeckParams,
          body: ClassEventUpdateSchema,
          ...reply({ 201: ClassDeckSchema }),
        },
      },
      async (request, response) =>
        response
          .code(201)
          .send(
            await classes.addDeckEvent(
              callerId(request),
              request.params.classId,
              request.params.deckTitle,
              request.body,
            ),
          ),
    );
    app.delete(
      API_ROUTES.classes.deckEvent,
      {
        onRequest: teacherOnly,
        schema: { params: DeckEventParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        const { classId, deckTitle, eventId } = request.params;
        await classes.removeDeckEvent(callerId(request), classId, deckTitle, eventId);
        return SUCCESS;
      },
    );

    app.get(
      API_ROUTES.classes.students,
      {
        onRequest: teacherOnly,
        schema: { params: ClassParams, ...reply({ 200: ClassStudentListSchema }) },
      },
      (request) => classes.roster(callerId(request), request.params.classId),
    );
    app.delete(
      API_ROUTES.classes.student,
      {
        onRequest: teacherOnly,
        schema: { params: StudentParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        const { classId, studentId } = request.params;
        await classes.removeStudent(callerId(request), classId, studentId);
        return SUCCESS;
      },
    );

    app.get(
      API_ROUTES.student.classes,
      { onRequest: studentOnly, schema: reply({ 200: JoinedClassListSchema }) },
      (request) => classes.joined(callerId(request)),
    );
    app.post(
      API_ROUTES.student.joinClass,
      {
        onRequest: studentOnly,
        preHandler: joinLimit,
        schema: { body: JoinClassRequestSchema, ...reply({ 200: JoinedClassSchema }) },
      },
      (request) => classes.join(callerId(request), request.body.code),
    );
    app.delete(
      API_ROUTES.student.joinedClass,
      {
        onRequest: studentOnly,
        schema: { params: ClassParams, ...reply({ 200: SuccessResponseSchema }) },
      },
      async (request) => {
        await classes.leave(callerId(request), request.params.classId);
        return SUCCESS;
      },
    );
  };
}
