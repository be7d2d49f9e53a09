import { useCallback, useSyncExternalStore } from 'react';

interface FlagStore {
  get: (key: string) => string | null;
  set: (key: string, value: string) => void;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const unsetOnTheServer = () => false;

/**
 * A yes/no remembered in browser storage, read during render. A prerendered page knows no storage,
 * so hydration starts from "not set" and React re-renders with the stored value straight after;
 * a page rendered afresh reads it at once.
 */
export function useStoredFlag(store: FlagStore, key: string): [boolean, () => void] {
  const isSet = useSyncExternalStore(subscribe, () => store.get(key) === 'true', unsetOnTheServer);
  const set = useCallback(() => {
    store.set(key, 'true');
    for (const listener of listeners) listener();
  }, [store, key]);
  return [isSet, set];
}
