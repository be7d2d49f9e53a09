import * as z from 'zod/mini';

/**
 * Stable machine-readable error codes. The server's `error` text is English; the web app shows the
 * translation of `code` when it knows it, so every language gets its own wording.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_COMMON',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'VERIFICATION_TOKEN_INVALID',
  'VERIFICATION_TOKEN_EXPIRED',
  'VERIFICATION_TOKEN_USED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'AI_UNAVAILABLE',
  'DECK_TITLE_TAKEN',
  'CLASS_NOT_FOUND',
  'WRONG_PASSWORD',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_USED',
  'SAME_EMAIL',
  'QUOTA_EXCEEDED',
  'UNREADABLE_FILE',
  'FILE_TOO_LARGE',
  'ANKI_PACKAGE_TOO_NEW',
  'IMPORT_HAS_PROBLEMS',
  'INTERNAL',
] as const;

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  error: z.string(),
  code: z.optional(ErrorCodeSchema),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
