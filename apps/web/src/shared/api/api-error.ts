import type { ErrorCode } from '@chronodeck/contract';

/** A failed API call: the server's `{ error, code }`, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
