import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@chronodeck/contract';
import { unauthenticated } from '../../http/app-error';
import type { AuthenticatedSession, AuthService } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` for routes that require a signed-in user. */
    currentSession: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    /** preHandler: resolves the caller's session or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: resolves the caller's session when there is one; guests pass as guests. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER_PREFIX = 'Bearer ';

/** The browser sends the httpOnly cookie; API clients may send `Authorization: Bearer <token>`. */
export function sessionTokenOf(request: {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith(BEARER_PREFIX)) {
    return header.slice(BEARER_PREFIX.length).trim() || undefined;
  }
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

export const sessionPlugin = fp<{ authService: AuthService }>(
  async (app: FastifyInstance, { authService }) => {
    app.decorateRequest('currentSession', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = sessionTokenOf(request);
      const session = token ? await authService.authenticate(token) : null;
      if (!session) throw unauthenticated();
      request.currentSession = session;
    });
    app.decorate('identify', async (request: FastifyRequest) => {
      const token = sessionTokenOf(request);
      request.currentSession = token ? await authService.authenticate(token) : null;
    });
  },
  { name: 'session' },
);
