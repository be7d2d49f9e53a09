import { ErrorResponseSchema } from '@chronodeck/contract';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the response, so a server change cannot silently corrupt the UI's state. */
  schema: z.ZodMiniType<T>;
}

/** The answer's JSON, or an ApiError for a failed call (with the server's code when it sent one). */
async function requestPayload(path: string, options: Omit<RequestOptions<unknown>, 'schema'>) {
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
  return payload;
}

/** Same-origin JSON call; the session travels in the httpOnly cookie. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return options.schema.parse(await requestPayload(path, options));
}

/**
 * Longest run of validation between two pauses, in milliseconds: well under the 50 ms after which
 * a task counts as long, even on a phone four times slower than a laptop.
 */
const LIST_SLICE_MS = 8;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A long list read with GET, each item validated like `apiRequest` does, a few milliseconds at a
 * time with a pause between runs: validating the whole catalogue (1,400 events) at once held a
 * phone's main thread for a few hundred milliseconds, during which the page could not answer a tap.
 */
export async function apiRequestList<T>(path: string, itemSchema: z.ZodMiniType<T>): Promise<T[]> {
  const payload = await requestPayload(path, {});
  if (!Array.isArray(payload)) throw new TypeError(`${path} did not answer a list`);
  const items: T[] = [];
  let sliceEnd = performance.now() + LIST_SLICE_MS;
  for (const item of payload) {
    if (performance.now() > sliceEnd) {
      await pause();
      sliceEnd = performance.now() + LIST_SLICE_MS;
    }
    items.push(itemSchema.parse(item));
  }
  return items;
}
