import {
  createContext,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Role, User } from '@chronodeck/contract';
import { ApiError } from '../api/api-error';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '../storage/storage-keys';
import { localStore, sessionStore } from '../storage/storage';
import { forgetCachedReads } from '../offline/offline-caches';
import { resolveStartupRole, roleAfterLogin } from './active-role';

export interface Session {
  user: User | null;
  activeRole: Role | null;
  isGuest: boolean;
  signIn: (user: User) => Role | null;
  /**
   * Ends the session on the server and in the browser. `leave` moves off the current page in the
   * same transition as forgetting the user, so a guarded page never renders without its user (and
   * sends them to /login) while the next page is still loading.
   */
  signOut: (leave: () => void) => Promise<void>;
  enterAsGuest: () => void;
  chooseRole: (role: Role) => void;
  /** Replaces the remembered user after the account changed (name, e-mail address). */
  updateUser: (user: User) => void;
}

export const SessionContext = createContext<Session | null>(null);

// The session's requests load with the first one: a visitor without a session never needs them.
const sessionApi = () => import('./session-api');

function storeRole(role: Role | null): void {
  if (role) localStore.set(STORAGE_KEYS.activeRole, role);
  else localStore.remove(STORAGE_KEYS.activeRole);
}

/** Login and logout re-arm the beta notice (SPEC.md §2). */
function rearmBetaNotice(): void {
  sessionStore.remove(SESSION_STORAGE_KEYS.betaDismissed);
}

interface SessionProviderProps {
  /** The user remembered from an earlier visit (see loadStoredUser), or none. */
  storedUser: User | null;
  children: ReactNode;
}

export function SessionProvider({ storedUser, children }: SessionProviderProps) {
  const [user, setUser] = useState<User | null>(storedUser);
  const [activeRole, setActiveRole] = useState<Role | null>(() =>
    resolveStartupRole(storedUser, localStore.get(STORAGE_KEYS.activeRole)),
  );
  const [isGuest, setIsGuest] = useState(() => localStore.get(STORAGE_KEYS.isGuest) === 'true');

  // What the service worker kept of this person's data goes with them (shared/offline).
  const forget = useCallback(() => {
    void forgetCachedReads();
    localStore.remove(STORAGE_KEYS.user);
    storeRole(null);
    setUser(null);
    setActiveRole(null);
  }, []);

  // The stored user is only a hint for the first paint; the server decides whether the session
  // is still alive (it may have expired or been revoked elsewhere).
  useEffect(() => {
    if (!storedUser) return;
    void sessionApi()
      .then(({ fetchCurrentUser }) => fetchCurrentUser())
      .then(
        ({ user: current }) => {
          localStore.set(STORAGE_KEYS.user, JSON.stringify(current));
          setUser(current);
          setActiveRole((role) => resolveStartupRole(current, role));
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 401) forget();
        },
      );
  }, [storedUser, forget]);

  const signIn = useCallback((signedIn: User) => {
    void forgetCachedReads();
    const role = roleAfterLogin(signedIn);
    localStore.set(STORAGE_KEYS.user, JSON.stringify(signedIn));
    localStore.set(STORAGE_KEYS.isGuest, 'false');
    storeRole(role);
    rearmBetaNotice();
    setUser(signedIn);
    setActiveRole(role);
    setIsGuest(false);
    return role;
  }, []);

  const signOut = useCallback(
    async (leave: () => void) => {
      try {
        await (await sessionApi()).logout();
      } finally {
        startTransition(() => {
          leave();
          forget();
        });
        rearmBetaNotice();
      }
    },
    [forget],
  );

  const enterAsGuest = useCallback(() => {
    localStore.set(STORAGE_KEYS.isGuest, 'true');
    setIsGuest(true);
  }, []);

  const chooseRole = useCallback((role: Role) => {
    storeRole(role);
    setActiveRole(role);
  }, []);

  const updateUser = useCallback((changed: User) => {
    localStore.set(STORAGE_KEYS.user, JSON.stringify(changed));
    setUser(changed);
  }, []);

  const session = useMemo(
    () => ({ user, activeRole, isGuest, signIn, signOut, enterAsGuest, chooseRole, updateUser }),
    [user, activeRole, isGuest, signIn, signOut, enterAsGuest, chooseRole, updateUser],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
