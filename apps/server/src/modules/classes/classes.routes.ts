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
import { QUOTA_NOTE } from '../../db/quota';

/** Another teacher's class answers exactly like a missing one, so class codes cannot be probed. */
const NOT_YOURS = 'Another teacher’s class answers 404, like a missing one.';
/** Students' open tabs reload the class's decks on this event. */
const EMITS_TEACHER_DECK_UPDATED =
  'Emits `teacher-deck-updated { deckTitle }` to the class’s students and its teacher.';
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

    app.get(
      API_ROUTES.classes.list,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'My classes',
          description:
            'The teacher’s classes, each with its class code (`_id`) and its numbers of ' +
            'students and class events.',
          response: { 200: ClassSummaryListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      (request) => classes.list(callerId(request)),
    );
    app.post(
      API_ROUTES.classes.list,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'Create a class',
          description:
            'The new class gets a fresh class code (`_id`), which students type to join. ' +
            QUOTA_NOTE,
          body: ClassInputSchema,
          response: { 201: ClassSummarySchema, ...errorResponses(400, 401, 403, 409, 413, 503) },
        },
      },
      async (request, response) =>
        response.code(201).send(await classes.create(callerId(request), request.body)),
    );
    app.get(
      API_ROUTES.classes.class,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'One class with its class events and decks',
          description: `\`classId\` is the class code. ${NOT_YOURS}`,
          params: ClassParams,
          response: { 200: ClassSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      (request) => classes.get(callerId(request), request.params.classId),
    );
    app.put(
      API_ROUTES.classes.class,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'Change a class’s details',
          description: `The class code stays the same. ${NOT_YOURS}`,
          params: ClassParams,
          body: ClassUpdateSchema,
          response: { 200: ClassSummarySchema, ...errorResponses(400, 401, 403, 404, 413, 503) },
        },
      },
      (request) => classes.update(callerId(request), request.params.classId, request.body),
    );
    app.delete(
      API_ROUTES.classes.class,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'Delete a class',
          description:
            'Deletes its class events, decks and memberships with it, so its students lose its ' +
            'shared decks. Emits `teacher-deck-updated { deckTitle }` for each of its decks to ' +
            `the class’s students and its teacher. ${NOT_YOURS}`,
          params: ClassParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
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
          summary: 'Add a class event',
          description: `${QUOTA_NOTE} ${NOT_YOURS}`,
          params: ClassParams,
          body: ClassEventInputSchema,
          response: {
            201: ClassEventSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 503),
          },
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
          summary: 'Change a class event',
          description: `An event id the class does not have answers 404. ${NOT_YOURS}`,
          params: EventParams,
          body: ClassEventUpdateSchema,
          response: { 200: ClassEventSchema, ...errorResponses(400, 401, 403, 404, 413, 503) },
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
        schema: {
          summary: 'Delete a class event',
          description: `An event id the class does not have answers 404. ${NOT_YOURS}`,
          params: EventParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
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
          summary: 'Create a class deck',
          description:
            'Every student of the class sees it among their shared decks. A title the class ' +
            `already uses answers 409 \`DECK_TITLE_TAKEN\`. ${QUOTA_NOTE} ` +
            `${EMITS_TEACHER_DECK_UPDATED} ${NOT_YOURS}`,
          params: ClassParams,
          body: CreateClassDeckRequestSchema,
          response: {
            201: ClassDeckSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 503),
          },
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
        schema: {
          summary: 'Delete a class deck',
          description:
            'The deck is named by its title, URL-encoded in the path; a title matching none of ' +
            `the class’s decks answers 404. ${EMITS_TEACHER_DECK_UPDATED} ${NOT_YOURS}`,
          params: DeckParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
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
          summary: 'Add a card to a class deck',
          description:
            'The deck is named by its title, URL-encoded in the path; a title matching none of ' +
            'the class’s decks answers 404. The answer is the deck with its cards. ' +
            `${QUOTA_NOTE} ${EMITS_TEACHER_DECK_UPDATED} ${NOT_YOURS}`,
          params: DeckParams,
          body: ClassEventUpdateSchema,
          response: {
            201: ClassDeckSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 503),
          },
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
        schema: {
          summary: 'Remove a card from a class deck',
          description:
            'The deck is named by its title, URL-encoded in the path; a deck or card the class ' +
            `does not have answers 404. ${EMITS_TEACHER_DECK_UPDATED} ${NOT_YOURS}`,
          params: DeckEventParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
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
        schema: {
          summary: 'The students of a class',
          description: `Each student’s name and when they joined. ${NOT_YOURS}`,
          params: ClassParams,
          response: { 200: ClassStudentListSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      (request) => classes.roster(callerId(request), request.params.classId),
    );
    app.delete(
      API_ROUTES.classes.student,
      {
        onRequest: teacherOnly,
        schema: {
          summary: 'Remove a student from a class',
          description:
            'The student loses the class’s shared decks: emits `teacher-deck-updated ' +
            '{ deckTitle }` for each class deck to that student. A student who is not in the ' +
            `class answers 404. ${NOT_YOURS}`,
          params: StudentParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const { classId, studentId } = request.params;
        await classes.removeStudent(callerId(request), classId, studentId);
        return SUCCESS;
      },
    );

    app.get(
      API_ROUTES.student.classes,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Classes I have joined',
          description: 'Each class’s class code (`_id`), title, subject, year group and teacher.',
          response: { 200: JoinedClassListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      (request) => classes.joined(callerId(request)),
    );
    app.post(
      API_ROUTES.student.joinClass,
      {
        onRequest: studentOnly,
        preHandler: joinLimit,
        schema: {
          summary: 'Join a class by its class code',
          description:
            'An unknown class code answers 404 `CLASS_NOT_FOUND`. Joining a class twice is ' +
            'harmless: the student simply stays a member.',
          body: JoinClassRequestSchema,
          response: {
            200: JoinedClassSchema,
            ...errorResponses(400, 401, 403, 404, 413, 429, 503),
          },
        },
      },
      (request) => classes.join(callerId(request), request.body.code),
    );
    app.delete(
      API_ROUTES.student.joinedClass,
      {
        onRequest: studentOnly,
        schema: {
          summary: 'Leave a class',
          description:
            'The class’s shared decks disappear at once: emits `teacher-deck-updated ' +
            '{ deckTitle }` for each class deck to the student. A class the student has not ' +
            'joined answers 404.',
          params: ClassParams,
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        await classes.leave(callerId(request), request.params.classId);
        return SUCCESS;
      },
    );
  };
}
