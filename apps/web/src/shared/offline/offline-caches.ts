/**
 * The Cache Storage names the service worker (apps/web/service-worker) fills. The API cache holds
 * the signed-in person's own decks and reviews, so the app empties it whenever the person changes;
 * the catalogue cache holds what is the same for everyone, and stays.
 */
export const OFFLINE_CACHES = {
  /** The build's files and page shells, one cache per version of the app. */
  shellPrefix: 'chronodeck-shell-',
  /** The latest answer of every API read, for when the network is gone. */
  api: 'chronodeck-api',
  /** The whole catalogue and its categories, kept at install for browsing offline. */
  catalogue: 'chronodeck-catalogue',
} as const;

/** Forgets the previous person's cached answers (sign-in, sign-out); the app's files stay. */
export async function forgetCachedReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.api).catch(() => false);
}
