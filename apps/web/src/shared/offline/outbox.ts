import { localStore } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * A POST made while offline, kept in this browser until the server has it. Its body carries the
 * id the server records it by (reviewId, resultId), so sending it twice stores it once.
 */
export interface OutboxEntry {
  id: string;
  /** Whose it is: only their session sends it, never another person's on the same browser. */
  userId: string;
  path: string;
  body: unknown;
}

const listeners = new Set<() => void>();

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.userId === 'string' &&
    typeof entry.path === 'string' &&
    'body' in entry
  );
}

/** Every waiting request; anything unreadable is dropped rather than blocking the rest. */
function readAll(): OutboxEntry[] {
  const stored = localStore.get(STORAGE_KEYS.outbox);
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeAll(entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) localStore.remove(STORAGE_KEYS.outbox);
  else localStore.set(STORAGE_KEYS.outbox, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

/** The requests waiting to be sent, per person, in the order they were made. */
export const outbox = {
  entries: (userId: string): OutboxEntry[] => readAll().filter((entry) => entry.userId === userId),
  add: (entry: OutboxEntry): void => {
    writeAll([...readAll(), entry]);
  },
  remove: (id: string): void => {
    writeAll(readAll().filter((entry) => entry.id !== id));
  },
  /** Calls `listener` on every change, in this tab or another. */
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.outbox) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  },
};
