import { appUpdate } from './update-state';

/** Where the web build writes the service worker (apps/web/build.mjs). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Installs the service worker that keeps the app, the catalogue and the person's decks for
 * offline use. A new version waits until the person accepts it (a page half on the old files and
 * half on the new would break), then every open tab reloads once onto it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) {
      appUpdate.offer(registration.waiting);
    }
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  // The first worker takes over a page that had none: nothing changed for it, no reload.
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
}
