import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict CSP: the SPA ships no inline scripts, so nothing but our own origin may run; the only
 * inline styles are the prerendered pages' own stylesheet, allowed by its hash (`styleHashes`).
 * `connect-src 'self'` also covers the socket.io WebSocket on the same origin.
 *
 * helmet's middleware is built once here: @fastify/helmet builds it again for every request,
 * parsing the policy each time (about 3% of a hot read's CPU).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  styleHashes: readonly string[] = [],
): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...styleHashes],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    ),
  );
}
