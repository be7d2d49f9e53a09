import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  ErrorResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  SESSION_COOKIE,
  SuccessMessageResponseSchema,
  VerifyEmailRequestSchema,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { attemptLimit, byClientAddress } from '../../http/attempt-limit';
import { unauthenticated } from '../../http/app-error';
import {
  normalizeEmail,
  REGISTERED_MESSAGE,
  RESENT_MESSAGE,
  VERIFIED_MESSAGE,
  type AuthService,
} from './auth.service';
import { sessionTokenOf } from './session.plugin';
import { hashToken } from './tokens';
import { errorResponses, SUCCESS } from '../../http/error-responses';

const routeErrors = errorResponses(400, 401, 403, 409, 429);

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

export function authRoutes(authService: AuthService, config: Pick<Config, 'appUrl' | 'auth'>) {
  return async function registerAuthRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth } = config;

    const byAccount = (request: FastifyRequest) => emailOf(request);
    const registerLimit = attemptLimit(app, 'register', [
      { rule: auth.registerPerIp, per: 'client address', key: byClientAddress },
    ]);
    const verifyLimit = attemptLimit(app, 'verify', [
      { rule: auth.verificationPerIp, per: 'client address', key: byClientAddress },
    ]);
    // Counted per account too, so spreading guesses over many addresses does not help.
    const resendLimit = attemptLimit(app, 'resend', [
      { rule: auth.verificationPerIp, per: 'client address', key: byClientAddress },
      { rule: auth.verificationPerAccount, per: 'e-mail address', key: byAccount },
    ]);
    const loginLimit = attemptLimit(app, 'login', [
      { rule: auth.loginPerIp, per: 'client address', key: byClientAddress },
      { rule: auth.loginPerAccount, per: 'e-mail address', key: byAccount },
    ]);

    const secureCookie = config.appUrl.startsWith('https://');
    const setSessionCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        path: '/',
        maxAge: Math.floor(auth.sessionLifetimeMs / 1000),
      });

    app.post(
      API_ROUTES.auth.register,
      {
        preHandler: [registerLimit],
        schema: {
          body: RegisterRequestSchema,
          response: { 201: SuccessMessageResponseSchema, ...routeErrors },
        },
      },
      async (request, reply) => {
        await authService.register(request.body);
        return reply.status(201).send({ success: true, message: REGISTERED_MESSAGE });
      },
    );

    app.post(
      API_ROUTES.auth.verify,
      {
        preHandler: [verifyLimit],
        schema: {
          body: VerifyEmailRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        await authService.verifyEmail(request.body.token);
        return { success: true, message: VERIFIED_MESSAGE };
      },
    );

    app.post(
      API_ROUTES.auth.resendVerification,
      {
        preHandler: [resendLimit],
        schema: {
          body: ResendVerificationRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        await authService.resendVerification(request.body.email, request.body.language);
        return { success: true, message: RESENT_MESSAGE };
      },
    );

    app.post(
      API_ROUTES.auth.login,
      {
        preHandler: [loginLimit],
        schema: {
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, ...routeErrors },
        },
      },
      async (request, reply) => {
        const { user, token } = await authService.login(request.body);
        setSessionCookie(reply, token);
        return { user, token };
      },
    );

    app.post(
      API_ROUTES.auth.logout,
      { schema: { response: { 200: LogoutResponseSchema } } },
      async (request, reply) => {
        const token = sessionTokenOf(request);
        if (token) await authService.logout(hashToken(token));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return SUCCESS;
      },
    );

    app.get(
      API_ROUTES.auth.me,
      {
        onRequest: [app.authenticate],
        schema: { response: { 200: MeResponseSchema, 401: ErrorResponseSchema } },
      },
      async (request) => {
        if (!request.currentSession) throw unauthenticated();
        return { user: request.currentSession.user };
      },
    );
  };
}
