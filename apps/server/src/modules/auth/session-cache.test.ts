import { describe, expect, it, vi } from 'vitest';
import { createSessionCache, type LiveSession } from './session-cache';

const T0 = new Date('2026-09-01T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

const liveSession = (userId: string, sessionId = `${userId}-session`): LiveSession => ({
  session: { id: sessionId, userId, expiresAt: later(3_600_000), lastSeenAt: T0 },
  user: { id: userId, name: 'Ada', email: `${userId}@example.com`, roles: ['student'] },
});

/** A database read that counts its calls and answers `answer`. */
const reading = (answer: LiveSession | null) => vi.fn(async () => answer);

describe('the session cache', () => {
  it('answers a fresh session from memory, then reads it again once it is older than ttlMs', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10 });
    const read = reading(liveSession('ada'));
    await cache.find('hash-a', T0, read);
    expect(await cache.find('hash-a', later(5_000), read)).toEqual(liveSession('ada'));
    expect(read).toHaveBeenCalledTimes(1);
    await cache.find('hash-a', later(5_001), read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never answers for a session past its expiry, however fresh', async () => {
    const cache = createSessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const expiring = liveSession('ada');
    expiring.session.expiresAt = later(1_000);
    await cache.find('hash-a', T0, reading(expiring));
    const readAgain = reading(null);
    expect(await cache.find('hash-a', later(1_000), readAgain)).toBeNull();
    expect(readAgain).toHaveBeenCalledOnce();
  });

  it('keeps no answer for unknown tokens', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10 });
    const read = reading(null);
    await cache.find('unknown', T0, read);
    await cache.find('unknown', T0, read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('forgets every session of a changed account and only those', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10 });
    await cache.find('ada-laptop', T0, reading(liveSession('ada', 'laptop')));
    await cache.find('ada-phone', T0, reading(liveSession('ada', 'phone')));
    await cache.find('grace', T0, reading(liveSession('grace')));
    cache.forgetAccount('ada');
    const revoked = reading(null);
    expect(await cache.find('ada-phone', T0, revoked)).toBeNull();
    expect(revoked).toHaveBeenCalledOnce();
    const untouched = reading(null);
    expect(await cache.find('grace', T0, untouched)).toEqual(liveSession('grace'));
    expect(untouched).not.toHaveBeenCalled();
  });

  it('does not keep a read that was under way when the account changed', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10 });
    let answer: (live: LiveSession) => void = () => undefined;
    const slowRead = () => new Promise<LiveSession>((resolve) => (answer = resolve));
    const found = cache.find('hash-a', T0, slowRead);
    cache.forgetAccount('ada');
    answer(liveSession('ada'));
    expect(await found).toEqual(liveSession('ada'));
    const readAgain = reading(null);
    expect(await cache.find('hash-a', T0, readAgain)).toBeNull();
    expect(readAgain).toHaveBeenCalledOnce();
  });

  it('holds at most maxEntries sessions, dropping the longest held first', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const user of ['ada', 'grace', 'alan'])
      await cache.find(user, T0, reading(liveSession(user)));
    expect(cache.size).toBe(2);
    const read = reading(null);
    await cache.find('grace', T0, read);
    await cache.find('alan', T0, read);
    expect(read).not.toHaveBeenCalled();
    await cache.find('ada', T0, read);
    expect(read).toHaveBeenCalledOnce();
  });

  it('follows a session being seen again', async () => {
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 10 });
    await cache.find('hash-a', T0, reading(liveSession('ada')));
    cache.touched('hash-a', later(1_000));
    const found = await cache.find('hash-a', later(2_000), reading(null));
    expect(found?.session.lastSeenAt).toEqual(later(1_000));
  });
});
