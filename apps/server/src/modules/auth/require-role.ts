import type { FastifyRequest } from 'fastify';
import type { Role } from '@chronodeck/contract';
import { forbidden, unauthenticated } from '../../http/app-error';

/** preHandler after `app.authenticate`: the caller must hold `role` (403 otherwise). */
export const requireRole = (role: Role) => async (request: FastifyRequest) => {
  const session = request.currentSession;
  if (!session) throw unauthenticated();
  if (!session.user.roles.includes(role)) throw forbidden();
};

/** The signed-in caller's id; only for routes behind `app.authenticate`. */
export function callerId(request: FastifyRequest): string {
  const session = request.currentSession;
  if (!session) throw unauthenticated();
  return session.user._id;
}
