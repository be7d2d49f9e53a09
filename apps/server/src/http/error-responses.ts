import { ErrorResponseSchema } from '@chronodeck/contract';

/** Response schemas for the error statuses a route may answer: every error body is `{ error, code }`. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    Status,
    typeof ErrorResponseSchema
  >;
}

/** The reply of a route that only confirms it did what was asked. */
export const SUCCESS = { success: true } as const;
