import { APICallError, RetryError } from 'ai';

/** What a log may say about a failed provider call. */
export interface ProviderFailure {
  kind: string;
  /** The HTTP status the provider answered, when it answered. */
  status?: number;
  message: string;
}

const MESSAGE_MAX_LENGTH = 300;
/** Anything shaped like an API key or bearer token. */
const SECRET_PATTERN = /\b(sk|pk|key|api|token)[-_][\w-]{6,}|bearer\s+[\w.-]+/gi;

function scrub(message: string): string {
  return message.replace(SECRET_PATTERN, '[redacted]').slice(0, MESSAGE_MAX_LENGTH);
}

/**
 * A provider error reduced to its kind, status and a scrubbed message. The AI SDK's errors carry
 * the request (URL, body, headers); none of that reaches the logs, and so neither does the key.
 */
export function describeProviderFailure(error: unknown): ProviderFailure {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    return {
      kind: 'api-call',
      ...(last.statusCode === undefined ? {} : { status: last.statusCode }),
      message: scrub(last.message),
    };
  }
  if (last instanceof Error) return { kind: last.name, message: scrub(last.message) };
  return { kind: 'unknown', message: scrub(String(last)) };
}
