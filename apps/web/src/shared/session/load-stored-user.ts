import type { User } from '@chronodeck/contract';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { localStore } from '../storage/storage';

/**
 * The user remembered from an earlier visit, read before the first render. The schema that checks
 * it loads only when there is one, so a first visit downloads no validation code.
 */
export async function loadStoredUser(): Promise<User | null> {
  const raw = localStore.get(STORAGE_KEYS.user);
  if (!raw) return null;
  const { parseStoredUser } = await import('./stored-user');
  return parseStoredUser(raw);
}
