import { ErrorResponseSchema } from '@chronodeck/contract';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the response, so a server change cannot silently corrupt the UI's state. */
  schema: z.ZodMiniType<T>;
}

/** Same-origin JSON call; the session travels in the httpOnly cookie. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, undefined, 'Network error');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.code : undefined,
      parsed.success ? parsed.data.error : response.statusText,
    );
  }
  return options.schema.parse(payload);
}
