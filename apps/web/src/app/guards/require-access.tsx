import { Navigate, Outlet } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { redirectFor, type AccessRule } from './access';

/** A layout route: its child pages show only to visitors the rule lets in (SPEC.md §4). */
export function RequireAccess({ rule }: { rule: AccessRule }) {
  const { user, isGuest } = useSession();
  const redirect = redirectFor(rule, { user, isGuest });
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}

/** A layout route: its child pages show only to a signed-in user. */
export function RequireSignedIn() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to={ROUTES.login} replace />;
}
