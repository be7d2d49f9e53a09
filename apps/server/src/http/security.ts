import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP: the SPA ships no inline scripts, so nothing but our own origin may run; the only
 * inline styles are the prerendered pages' own stylesheet, allowed by its hash (`styleHashes`).
 * `connect-src 'self'` also covers the socket.io WebSocket on the same origin.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  styleHashes: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
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
}
