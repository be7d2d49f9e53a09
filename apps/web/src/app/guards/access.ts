import type { Role, User } from '@chronodeck/contract';
import { ROUTES } from '../../shared/routes';

export interface AccessRule {
  role: Role;
  /** Student areas let guests in (SPEC.md §4); teacher areas never do. */
  allowGuest: boolean;
}

/** SPEC.md §4 route guard: `null` lets the visitor in, a path sends them there instead. */
export function redirectFor(
  rule: AccessRule,
  visitor: { user: User | null; isGuest: boolean },
): string | null {
  if (!visitor.user) return rule.allowGuest && visitor.isGuest ? null : ROUTES.login;
  return visitor.user.roles.includes(rule.role) ? null : ROUTES.home;
}
