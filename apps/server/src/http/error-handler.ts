import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@chronodeck/contract';
import { AppError } from './app-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** Database drivers signal a lost server with these Node and PostgreSQL codes. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
]);

/** node-postgres reports a connection lost mid-query, or never made, with these messages and no code. */
const CONNECTION_ERROR_MESSAGES =
  /connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (CONNECTION_ERROR_MESSAGES.test(error.message)) return true;
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
    return { status: 503, body: { error: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } };
  }
  return { status: 500, body: { error: INTERNAL_MESSAGE, code: 'INTERNAL' } };
}

/** One place maps every failure to `{ error, code }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
}
