import type { SessionCacheBounds } from '../../config';

/** What a signed-in request needs of its session and account: no hashes, no settings. */
export interface LiveSession {
  session: { id: string; userId: string; expiresAt: Date; lastSeenAt: Date };
  user: { id: string; name: string; email: string; roles: string[] };
}

interface Entry {
  live: LiveSession;
  readAt: number;
}

/**
 * Sessions as last read from the database, keyed by token hash, so a signed-in request needs no
 * session query. The cache only ever says yes: a session it holds that looks expired or idle is
 * read again rather than refused. Whatever changes an account or ends its sessions calls
 * `forgetAccount` (on every instance), and a read that raced such a change is not kept, so a
 * revoked session is never served from here after its revocation was announced; `ttlMs` bounds
 * how long a change nobody announced can go unseen.
 */
export function createSessionCache({ ttlMs, maxEntries }: SessionCacheBounds) {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a read that started before one may hold what it removed.
  let generation = 0;

  const usable = (entry: Entry, now: Date): boolean => {
    const time = now.getTime();
    return time - entry.readAt <= ttlMs && entry.live.session.expiresAt.getTime() > time;
  };

  function remember(tokenHash: string, live: LiveSession, readAt: number) {
    entries.delete(tokenHash);
    entries.set(tokenHash, { live, readAt });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  return {
    /** The session from the cache while it is fresh, else from `read`, kept unless it raced a change. */
    async find(
      tokenHash: string,
      now: Date,
      read: () => Promise<LiveSession | null>,
    ): Promise<LiveSession | null> {
      const entry = entries.get(tokenHash);
      if (entry && usable(entry, now)) return entry.live;
      const startedIn = generation;
      const live = await read();
      if (!live) entries.delete(tokenHash);
      else if (generation === startedIn) remember(tokenHash, live, now.getTime());
      return live;
    },

    /** The session was just used: its cached last-seen time follows the database's. */
    touched(tokenHash: string, at: Date) {
      const entry = entries.get(tokenHash);
      if (entry) entry.live = { ...entry.live, session: { ...entry.live.session, lastSeenAt: at } };
    },

    /** The account changed or some of its sessions ended: every session of it is read again. */
    forgetAccount(userId: string) {
      generation += 1;
      for (const [tokenHash, entry] of entries) {
        if (entry.live.user.id === userId) entries.delete(tokenHash);
      }
    },

    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
