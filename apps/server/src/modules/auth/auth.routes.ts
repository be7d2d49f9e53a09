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
import type { Config, RateLimitRule } from '../../config';
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

const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
}

export function authRoutes(
  authService: AuthService,
  config: Pick<Config, 'appUrl' | 'auth'>,
) {
  return async function registerAuthRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth } = config;

    const perIp = (rule: RateLimitRule, group: string) =>
      app.rateLimit({ max: rule.max, timeWindow: rule.windowMs, groupId: `${group}:ip` });
    // Keyed by the e-mail in the body, so spreading guesses over many IPs does not help.
    const perAccount = (rule: RateLimitRule, group: string) =>
      app.rateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        groupId: `${group}:account`,
        keyGenerator: (request) => `account:${emailOf(request)}`,
      });

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
        preHandler: [perIp(auth.registerPerIp, 'register')],
        schema: {
          body: RegisterRequestSchema,
          response: { 201: SuccessMessageResponseSchema, ...errorResponses },
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
        preHandler: [perIp(auth.verificationPerIp, 'verify')],
        schema: {
          body: VerifyEmailRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses },
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
        preHandler: [
          perIp(auth.verificationPerIp, 'resend'),
          perAccount(auth.verificationPerAccount, 'resend'),
        ],
        schema: {
          body: ResendVerificationRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses },
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
        preHandler: [perIp(auth.loginPerIp, 'login'), perAccount(auth.loginPerAccount, 'login')],
        schema: {
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, ...errorResponses },
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
        return { success: true as const };
      },
    );

    app.get(
      API_ROUTES.auth.me,
      {
        preHandler: [app.authenticate],
        schema: { response: { 200: MeResponseSchema, 401: ErrorResponseSchema } },
      },
      async (request) => {
        if (!request.currentSession) throw unauthenticated();
        return { user: request.currentSession.user };
      },
    );
  };
}
