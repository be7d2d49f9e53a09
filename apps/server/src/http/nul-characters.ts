import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const NUL = '\u0000';

/** Walks with its own stack: a 100 KB body can nest deeper than the call stack goes. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes(NUL)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a request carrying one would fail in the database.
 * Every route refuses it up front with a clear 400 instead, before anything is read or written.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.params) || holdsNul(request.query)) {
      throw new AppError(400, 'VALIDATION', 'Text cannot contain NUL characters.');
    }
  });
}
