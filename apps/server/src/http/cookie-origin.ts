import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorResponseSchema, SESSION_COOKIE } from '@chronodeck/contract';
import { AppError } from './app-error';
import { comesFromTheApp } from './origin';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const changesState = (method: string) => STATE_CHANGING_METHODS.has(method);

/** What the OpenAPI document says of every state-changing route. */
export const COOKIE_ORIGIN_NOTE =
  'Sent with the session cookie, it must come from the app’s own pages: 403 otherwise.';

/** A bearer token is never sent by a browser on its own, so only the cookie needs the check. */
function reliesOnCookie(request: FastifyRequest): boolean {
  const { authorization } = request.headers;
  const bearer = typeof authorization === 'string' && /^Bearer \S/.test(authorization);
  return !bearer && Boolean(request.cookies[SESSION_COOKIE]);
}

/**
 * A page elsewhere can make the browser send the session cookie with a form post (`text/plain`
 * needs no preflight): logging the user out, or worse. A change made with the cookie must come
 * from the app's own pages (http/origin.ts `comesFromTheApp`); bearer clients are unaffected.
 * Register after @fastify/cookie, before any route.
 */
export function refuseCrossSiteCookieChanges(
  app: FastifyInstance,
  trustedOrigins: readonly string[],
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (!methods.some(changesState)) return;
    route.schema = {
      ...route.schema,
      response: { 403: ErrorResponseSchema, ...(route.schema?.response as object | undefined) },
    };
  });
  app.addHook('onRequest', async (request) => {
    if (!changesState(request.method) || !reliesOnCookie(request)) return;
    if (comesFromTheApp(request.headers, trustedOrigins)) return;
    throw new AppError(
      403,
      'FORBIDDEN',
      'This change must be made from the Chronodeck app itself.',
    );
  });
}
