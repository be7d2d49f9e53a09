import type { FastifyRequest } from 'fastify';
import type { Role } from '@chronodeck/contract';
import { forbidden, unauthenticated } from '../../http/app-error';
import type { RoleCheck } from '../../http/openapi';

/**
 * Hook after `app.authenticate`: the caller must hold `role` (403 otherwise). It names its role,
 * so the OpenAPI document states each route's role from the check itself.
 */
export const requireRole = (role: Role): RoleCheck & ((request: FastifyRequest) => Promise<void>) =>
  Object.assign(
    async (request: FastifyRequest) => {
      const session = request.currentSession;
      if (!session) throw unauthenticated();
      if (!session.user.roles.includes(role)) throw forbidden();
    },
    { requiredRole: role },
  );

/** The signed-in caller's id; only for routes behind `app.authenticate`. */
export function callerId(request: FastifyRequest): string {
  const session = request.currentSession;
  if (!session) throw unauthenticated();
  return session.user._id;
}
