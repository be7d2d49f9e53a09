import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { redirectFor, type AccessRule } from './access';

export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user, isGuest } = useSession();
  const redirect = redirectFor(rule, { user, isGuest });
  return redirect === null ? children : <Navigate to={redirect} replace />;
}

export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? children : <Navigate to={ROUTES.login} replace />;
}
