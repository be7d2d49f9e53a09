/**
 * Storage can be unavailable (private modes, blocked cookies); the app then simply forgets
 * between visits instead of crashing.
 */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const localStore = {
  get: (key: string): string | null => safely(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safely(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safely(() => window.localStorage.removeItem(key), undefined),
};

export const sessionStore = {
  get: (key: string): string | null => safely(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void =>
    safely(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safely(() => window.sessionStorage.removeItem(key), undefined),
};
