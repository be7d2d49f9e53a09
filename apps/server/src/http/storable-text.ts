import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Characters no text column can keep: NUL, which PostgreSQL text cannot hold at all, and an
 * unpaired UTF-16 surrogate (a JSON `\ud800` escape), which UTF-8 cannot encode, so it would be
 * stored silently as U+FFFD. With the `u` flag a proper surrogate pair is one code point, so
 * `\p{Cs}` matches only the unpaired halves.
 */
// eslint-disable-next-line no-control-regex -- NUL is one of the characters this looks for.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

const MESSAGES = {
  nul: 'Text cannot contain NUL characters.',
  surrogate: 'Text cannot contain unpaired UTF-16 surrogates.',
};

function unstorableIn(text: string): keyof typeof MESSAGES | undefined {
  const found = UNSTORABLE.exec(text)?.[0];
  if (found === undefined) return undefined;
  return found === '\u0000' ? 'nul' : 'surrogate';
}

/** Walks with its own stack: a 100 KB body can nest deeper than the call stack goes. */
function findUnstorable(root: unknown): keyof typeof MESSAGES | undefined {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const found = unstorableIn(value);
      if (found) return found;
    } else if (Array.isArray(value)) {
      // One by one: spreading a list of a million items into push's arguments overflows the stack.
      for (const item of value as unknown[]) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const found = unstorableIn(key);
        if (found) return found;
        pending.push(inner);
      }
    }
  }
  return undefined;
}

/**
 * Why some text in `value` (a string, or the strings of lists and objects, keys included) cannot
 * be stored faithfully, in the words of the 400 VALIDATION answer; undefined when all of it can.
 * For text a route reads out of what it was sent, such as the cells of an imported file.
 */
export function unstorableTextMessage(value: unknown): string | undefined {
  const found = findUnstorable(value);
  return found === undefined ? undefined : MESSAGES[found];
}

/**
 * Every route refuses text it could not store faithfully with a clear 400, up front, before
 * anything is read or written: in the body, the path and the query alike.
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findUnstorable(request.body) ??
      findUnstorable(request.params) ??
      findUnstorable(request.query);
    if (found) throw new AppError(400, 'VALIDATION', MESSAGES[found]);
  });
}
