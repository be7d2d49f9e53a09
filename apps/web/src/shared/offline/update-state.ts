/**
 * A new version of the app, installed by the service worker and waiting for the person to
 * accept it (register-service-worker.ts sets it; OfflineStatus offers it).
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export const appUpdate = {
  waiting: (): ServiceWorker | null => waiting,
  offer: (worker: ServiceWorker): void => {
    waiting = worker;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Lets the new version take over; the page reloads when it has (see register-service-worker). */
  accept: (): void => {
    waiting?.postMessage({ type: 'SKIP_WAITING' });
  },
};
