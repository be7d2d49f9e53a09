import type * as z from 'zod/mini';
import { apiRequest } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { newClientId } from './client-id';
import { outbox } from './outbox';

/** The request waits in the outbox: the network is gone, the server will have it later. */
export const QUEUED = 'queued';

/**
 * POSTs `body`, or, when the network is gone, keeps it in the outbox to send once it is back.
 * The body must carry the id the server records it by, so a request that reached the server
 * before the connection dropped is still stored once. Any answer of the server passes through.
 */
export async function sendOrQueue<T>(
  userId: string,
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
): Promise<T | typeof QUEUED> {
  try {
    return await apiRequest(path, { method: 'POST', body, schema });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    outbox.add({ id: newClientId(), userId, path, body });
    return QUEUED;
  }
}
