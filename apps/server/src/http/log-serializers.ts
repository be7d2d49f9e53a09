import type { FastifyRequest } from 'fastify';

/**
 * What the server logs of requests and errors. Logs travel further than the database (to files,
 * to log services, to whoever helps with an incident), so no line may carry personal data or a
 * secret: e-mail addresses, passwords and their hashes, tokens and their hashes. Errors are
 * therefore logged from an allowlist of fields, never as the whole object.
 */

// A type, not an interface: Fastify's serializer type wants an index signature, which only a
// type literal satisfies implicitly.
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  /** A Node error code or a PostgreSQL SQLSTATE: enough to tell what failed. */
  code?: string;
  /** Where a PostgreSQL error happened, by name: never a value. */
  table?: string;
  constraint?: string;
  cause?: LoggedError;
};

/** Drizzle writes the query's values into its message after the SQL: "Failed query: …\nparams: …". */
const QUERY_PARAMETERS = /\nparams:[\s\S]*$/;

/** Causes are followed this deep; a longer chain adds nothing an incident needs. */
const MAX_CAUSE_DEPTH = 4;

const withoutParameters = (text: string) => text.replace(QUERY_PARAMETERS, '');

/** The stack's first line repeats the message, values included, so only its frames are kept. */
function stackFrames(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
}

/** Fields naming what failed, never holding a value: a code, a table, a constraint. */
const NAMED_FIELDS = ['code', 'table', 'constraint'] as const;

function namedFields(error: Error): Partial<Record<(typeof NAMED_FIELDS)[number], string>> {
  const fields = error as unknown as Record<string, unknown>;
  return Object.fromEntries(
    NAMED_FIELDS.flatMap((field) =>
      typeof fields[field] === 'string' ? [[field, fields[field]]] : [],
    ),
  );
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = 'a non-Error value was thrown';
    return { type: typeof error, message, stack: message };
  }
  const message = withoutParameters(error.message);
  const cause =
    error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? serializeError(error.cause, depth + 1)
      : undefined;
  return {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...stackFrames(error.stack)].join('\n'),
    ...namedFields(error),
    ...(cause && { cause }),
  };
}

/** The path without its query string: a page such as /verify-email?token=… carries a secret there. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0] ?? '',
    host: request.host,
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
