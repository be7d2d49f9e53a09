import type { Role, User } from '@chronodeck/contract';

/**
 * SPEC.md §4 startup role: the stored role if the user still holds it; otherwise their only role;
 * otherwise none, and /role-selector asks.
 */
export function resolveStartupRole(user: User | null, storedRole: string | null): Role | null {
  if (!user) return null;
  const stored = user.roles.find((role) => role === storedRole);
  if (stored) return stored;
  const [onlyRole, ...others] = user.roles;
  return onlyRole && others.length === 0 ? onlyRole : null;
}

/** SPEC.md §4: a login makes the student role active; a teacher-only account gets its own role. */
export function roleAfterLogin(user: User): Role | null {
  if (user.roles.includes('student')) return 'student';
  return user.roles[0] ?? null;
}

/** The role the switch button leads to, for users who hold both. */
export function otherRole(user: User, active: Role | null): Role | null {
  if (user.roles.length < 2) return null;
  return active === 'teacher' ? 'student' : 'teacher';
}
