import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@chronodeck/contract';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailable } from './app-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The database cannot be reached or will not take the query now: the request may succeed later,
 * so it answers 503. Node's socket errors, and PostgreSQL's connection exceptions (class 08), too
 * many connections (53300), a database refusing connections (55000), shutdowns and restarts (57P0x),
 * a database or login that the server no longer accepts (3D000, 28xxx).
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '53300',
  '55000',
  '57P01',
  '57P02',
  '57P03',
  '3D000',
  '28000',
  '28P01',
]);
const CONNECTION_ERROR_CLASS = '08';

/** node-postgres reports a connection lost mid-query, or never made, with these messages and no code. */
const CONNECTION_ERROR_MESSAGES =
  /connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

const isConnectionErrorCode = (code: unknown) =>
  typeof code === 'string' &&
  (CONNECTION_ERROR_CODES.has(code) ||
    (code.length === 5 && code.startsWith(CONNECTION_ERROR_CLASS)));

/** Looks through the causes drivers wrap errors in, and the attempts an AggregateError holds. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isConnectionErrorCode((error as { code?: unknown }).code)) return true;
  if (CONNECTION_ERROR_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  return error.cause !== undefined && isConnectionError(error.cause);
}

function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const detail = first?.message ?? 'Invalid request.';
    return {
      status: 400,
      body: { error: field ? `${field}: ${detail}` : detail, code: 'VALIDATION' },
    };
  }
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (statusCode === 413) {
    return { status: 413, body: { error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return {
      status: statusCode,
      body: { error: 'The request could not be understood.', code: 'MALFORMED_REQUEST' },
    };
  }
  if (isConnectionError(error)) {
    return {
      status: 503,
      body: { error: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' },
    };
  }
  return { status: 500, body: { error: INTERNAL_MESSAGE, code: 'INTERNAL' } };
}

/**
 * Error bodies are written as they are, not through the route's response schema: a route that
 * describes a status its own way (health's 503) must not turn a `{ error, code }` answer into
 * Fastify's serialization failure.
 */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * What the HTTP parser refuses before Fastify sees a request (a garbled request line, headers
 * over Node's limit, a request too slow to arrive): answered on the socket, in the same shape.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({
    error: 'The request could not be understood.',
    code: 'MALFORMED_REQUEST',
  } satisfies ErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify options that send the framework's own failures, which bypass the error handler (a bad
 * percent-encoding or an over-long segment in the path, a request the HTTP parser refuses, a
 * request arriving while the server drains), to the same `{ error, code }` answers.
 */
export const frameworkErrorOptions = {
  frameworkErrors: sendError,
  clientErrorHandler: answerClientError,
  // Fastify's own draining 503 has a body of its own; refuseWhileClosing answers instead.
  return503OnClosing: false,
};

/** One place maps every failure to `{ error, code }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  refuseWhileClosing(app);
}

/** While the server drains, requests still arriving on open connections are sent elsewhere. */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw serviceUnavailable();
  });
}
