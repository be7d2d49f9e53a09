import type { ErrorCode } from '@chronodeck/contract';

/** An error whose message is safe to show to the user, with its HTTP status and stable code. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** The request may succeed later: the database, or the server itself, cannot take it now. */
export const serviceUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);

export const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Please log in to continue.');

export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'You do not have permission to do that.');

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
