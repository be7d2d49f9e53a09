import { isInCategory, LANGUAGE_COOKIE, type CatalogueEvent } from '@chronodeck/contract';
import { OFFLINE_CACHES } from '../src/shared/offline/offline-caches';
import {
  categoryListIn,
  keptAtInstall,
  shellPath,
  strategyFor,
  type OfflineBuild,
} from './routing';

declare const self: ServiceWorkerGlobalScope & {
  /** Chromium's Cookie Store API, where there is one: the reader's language for the shell. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};
/** Written by apps/web/build.mjs. */
declare const OFFLINE_BUILD: OfflineBuild;

const build = OFFLINE_BUILD;
const SHELL_CACHE = `${OFFLINE_CACHES.shellPrefix}${build.version}`;
const precached = new Set(build.files);

// The app's files, and the catalogue in the reader's language with its categories, as a first
// answer for when the network goes.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(SHELL_CACHE).then((cache) => cache.addAll(build.files)),
      readerLanguage()
        .then(async (language) => {
          const cache = await caches.open(OFFLINE_CACHES.catalogue);
          await cache.addAll(keptAtInstall(language));
        })
        .catch(() => undefined),
    ]),
  );
});

// The previous versions' files go once this one runs; open pages switch to it at once.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(OFFLINE_CACHES.shellPrefix) && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// A waiting version takes over when the person accepts it (shared/offline/update-state.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function readerLanguage(): Promise<string | undefined> {
  try {
    return (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value;
  } catch {
    return undefined;
  }
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const path = shellPath(build, new URL(request.url).pathname, await readerLanguage());
    return (await caches.match(path)) ?? Response.error();
  }
}

async function fromCache(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}

/** A category's events cut from the whole catalogue kept at install, if it is kept. */
async function categoryFromWholeList(request: Request): Promise<Response | undefined> {
  const list = categoryListIn(new URL(request.url));
  if (!list) return undefined;
  const whole = await caches.match(list.wholeList, { ignoreVary: true });
  if (!whole) return undefined;
  const events = (await whole.json()) as CatalogueEvent[];
  return Response.json(events.filter((event) => isInCategory(event, list.category)));
}

/**
 * The network's answer, kept for later; offline, the last answer kept (or, for a catalogue
 * category, its events from the whole catalogue), else the failure.
 */
async function read(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(OFFLINE_CACHES.api).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (failure) {
    const kept =
      (await caches.match(request, { ignoreVary: true })) ?? (await categoryFromWholeList(request));
    if (kept) return kept;
    throw failure;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (strategyFor(request, self.location.origin, precached)) {
    case 'page':
      return event.respondWith(page(request));
    case 'precached':
      return event.respondWith(fromCache(request));
    case 'read':
      return event.respondWith(read(request));
    case 'network':
      return;
  }
});
