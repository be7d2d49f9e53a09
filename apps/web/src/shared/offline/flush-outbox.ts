import * as z from 'zod/mini';
import { apiRequest } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { outbox } from './outbox';

/**
 * Worth sending again later: the network, the server's own trouble, an expired session (sent
 * after the next sign-in) or a limit. Any other refusal is final (the card was deleted meanwhile).
 */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status >= 500 ||
  error.status === 401 ||
  error.status === 429;

/**
 * Sends the person's waiting requests in the order they were made, each removed once the server
 * answered it. Stops at the first passing failure, to try again later. Resolves to how many the
 * server took.
 */
export async function flushOutbox(userId: string): Promise<number> {
  let sent = 0;
  for (const entry of outbox.entries(userId)) {
    try {
      await apiRequest(entry.path, { method: 'POST', body: entry.body, schema: z.unknown() });
      sent += 1;
    } catch (error) {
      if (isPassing(error)) break;
    }
    outbox.remove(entry.id);
  }
  return sent;
}
