import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
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
          summary: 'Register an account',
          description:
            'Creates an account with the chosen roles (student, teacher or both) and e-mails a ' +
            'verification link in `language`; the account can log in once the link is followed. ' +
            'A password on the list of common passwords answers 400 `PASSWORD_TOO_COMMON`, an ' +
            'e-mail address that already has an account 409 `EMAIL_TAKEN`.',
          body: RegisterRequestSchema,
          response: {
            201: SuccessMessageResponseSchema,
            ...errorResponses(400, 409, 413, 429, 503),
          },
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
          summary: 'Verify an e-mail address',
          description:
            'Takes the `token` from the link in the verification e-mail. A link is used once: an ' +
            'unknown token answers 400 `VERIFICATION_TOKEN_INVALID`, a used one ' +
            '`VERIFICATION_TOKEN_USED`, an expired one `VERIFICATION_TOKEN_EXPIRED`.',
          body: VerifyEmailRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses(400, 413, 429, 503) },
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
          summary: 'Send the verification e-mail again',
          description:
            'Sends a new link only to an account that exists and is not yet verified, but answers ' +
            'the same in every case, so it does not reveal which e-mail addresses have accounts.',
          body: ResendVerificationRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses(400, 413, 429, 503) },
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
          summary: 'Log in',
          description:
            `Sets the session in the httpOnly \`${SESSION_COOKIE}\` cookie and also returns it as ` +
            '`token`, for API clients to send as `Authorization: Bearer <token>`. A wrong e-mail ' +
            'address or password answers 401 `INVALID_CREDENTIALS` (the same for both); an ' +
            'account whose e-mail address is not verified yet, 403 `EMAIL_NOT_VERIFIED`.',
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
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
      {
        schema: {
          summary: 'Log out',
          description:
            'Ends the session sent with the call, if there is one, and clears the cookie; it ' +
            'succeeds without a session too.',
          response: { 200: LogoutResponseSchema, ...errorResponses(503) },
        },
      },
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
        schema: {
          summary: 'The signed-in user',
          description:
            'The name, e-mail address and roles of the session’s user; the web app asks it to ' +
            'learn whether someone is signed in.',
          response: { 200: MeResponseSchema, ...errorResponses(401, 503) },
        },
      },
      async (request) => {
        if (!request.currentSession) throw unauthenticated();
        return { user: request.currentSession.user };
      },
    );
  };
}
