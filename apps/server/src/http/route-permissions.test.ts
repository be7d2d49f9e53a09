import { randomUUID } from 'node:crypto';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { API_DOCS_ROUTES } from '../modules/api-docs/api-docs.routes';
import { signedInUser, useTestApp } from '../test/test-app';

const context = useTestApp();

type Access = 'public' | 'signed-in' | 'student' | 'teacher';

/**
 * Who may call each route. Every route the app registers must be listed here: a new route
 * without an entry fails the first test, so its permissions are decided, not forgotten.
 */
const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/site': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/verify': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /events.json': 'public',
  'GET /api/catalogue/events': 'public',
  'GET /api/catalogue/events/:id': 'public',
  'GET /api/catalogue/categories': 'public',
  'GET /api/ai/status': 'public',
  'POST /api/generate-summary': 'public',
  'POST /ai/generate-deck': 'public',
  'POST /ai/research-assistant': 'public',
  'GET /api/student/custom-timeline': 'student',
  'POST /api/student/custom-timeline': 'student',
  'PUT /api/student/custom-timeline/:id': 'student',
  'DELETE /api/student/custom-timeline/:id': 'student',
  'GET /api/student/quiz-results': 'student',
  'POST /api/student/quiz-results': 'student',
  'GET /api/student/reviews/due': 'student',
  'POST /api/student/reviews': 'student',
  'GET /api/student/reviews/stats': 'student',
  'GET /api/account/study-settings': 'student',
  'PUT /api/account/study-settings': 'student',
  'GET /api/student/decks': 'student',
  'POST /api/student/decks': 'student',
  'DELETE /api/student/decks/:deckId': 'student',
  'POST /api/student/decks/:deckTitle/events': 'student',
  'DELETE /api/student/decks/:deckId/events/:eventId': 'student',
  'GET /api/student/shared-decks': 'student',
  'GET /api/student/classes': 'student',
  'POST /api/student/classes/join': 'student',
  'DELETE /api/student/classes/:classId': 'student',
  'GET /api/classes': 'teacher',
  'POST /api/classes': 'teacher',
  'GET /api/classes/:classId': 'teacher',
  'PUT /api/classes/:classId': 'teacher',
  'DELETE /api/classes/:classId': 'teacher',
  'POST /api/classes/:classId/events': 'teacher',
  'PUT /api/classes/:classId/events/:eventId': 'teacher',
  'DELETE /api/classes/:classId/events/:eventId': 'teacher',
  'POST /api/classes/:classId/decks': 'teacher',
  'DELETE /api/classes/:classId/decks/:deckTitle': 'teacher',
  'POST /api/classes/:classId/decks/:deckTitle/events': 'teacher',
  'DELETE /api/classes/:classId/decks/:deckTitle/events/:eventId': 'teacher',
  'GET /api/classes/:classId/students': 'teacher',
  'DELETE /api/classes/:classId/students/:studentId': 'teacher',
  'GET /api/classes/:classId/results': 'teacher',
  'GET /api/classes/:classId/decks/:deckTitle/export': 'teacher',
  'GET /api/student/decks/:deckTitle/export': 'student',
  'POST /api/student/decks/import': 'student',
  'POST /api/classes/:classId/decks/import': 'teacher',
  'GET /api/student/custom-timeline/export': 'student',
  'GET /api/classes/:classId/results.csv': 'teacher',
  'POST /api/classes/:classId/games': 'teacher',
  'GET /api/student/classes/:classId/progress': 'student',
  'GET /api/account/export': 'signed-in',
  'DELETE /api/account': 'signed-in',
  'PUT /api/account/profile': 'signed-in',
  'PUT /api/account/password': 'signed-in',
  'POST /api/account/email': 'signed-in',
  'POST /api/account/email/confirm': 'public',
  'GET /api/account/sessions': 'signed-in',
  'DELETE /api/account/sessions': 'signed-in',
  'DELETE /api/account/sessions/:sessionId': 'signed-in',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/reference.css': 'public',
};

/** A concrete URL for a route pattern; the ids need not exist, since access is decided first. */
const fillRoute = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'classId' ? 'ZZZZZZZZ' : name === 'deckTitle' ? 'Some%20deck' : randomUUID(),
  );

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('route permissions', () => {
  it('has a decided access level for every registered route, and no stale entries', () => {
    const registered = context.app.routeTable.map(keyOf).sort();
    expect(registered).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('answers 401 to anonymous callers and 403 to the wrong role, before reading any body', async () => {
    const studentOnly = await signedInUser(context, {
      email: 'ada@example.com',
      roles: ['student'],
    });
    const teacherOnly = await signedInUser(context, {
      email: 'grace@example.com',
      roles: ['teacher'],
    });
    for (const route of context.app.routeTable) {
      const access = ROUTE_ACCESS[keyOf(route)];
      if (access === 'public') continue;
      const inject = (token: string | undefined) =>
        context.app.inject({
          method: route.method as 'GET',
          url: fillRoute(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: route.method === 'GET' ? undefined : {},
        });
      expect((await inject(undefined)).statusCode, `anonymous ${keyOf(route)}`).toBe(401);
      if (access === 'student') {
        expect((await inject(teacherOnly.token)).statusCode, `teacher ${keyOf(route)}`).toBe(403);
      }
      if (access === 'teacher') {
        expect((await inject(studentOnly.token)).statusCode, `student ${keyOf(route)}`).toBe(403);
      }
    }
  });

  it('matches what the OpenAPI document states for each route', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_DOCS_ROUTES.document });
    const document = response.json<OpenAPIV3_1.Document>();
    const stated = Object.fromEntries(
      context.app.routeTable.map((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        const method = route.method.toLowerCase() as 'get';
        const access = (document.paths?.[path]?.[method] as { 'x-access'?: string })['x-access'];
        // Guests may call the AI routes; a session only adds the account's own limit.
        return [keyOf(route), access === 'guest-or-signed-in' ? 'public' : access];
      }),
    );
    expect(stated).toEqual(ROUTE_ACCESS);
  });
});
