import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  SESSION_COOKIE,
  SuccessMessageResponseSchema,
  VerifyEmailRequestSchema,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { attemptLimit, byClientAddress } from '../../http/attempt-limit';
import { AppError, unauthenticated } from '../../http/app-error';
import { RESET_REQUESTED_MESSAGE, type AccountSecurityService } from './account-security.service';
import type { LoginAttemptStore } from './login-delay';
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

export const PASSWORD_RESET_MESSAGE = 'Your password is changed. You can now log in with it.';

const tooManyAttempts = (reply: FastifyReply, waitMs: number) => {
  reply.header('retry-after', Math.max(1, Math.ceil(waitMs / 1000)));
  return new AppError(429, 'RATE_LIMITED', 'Too many attempts. Please wait and try again.');
};

interface AuthRouteDeps {
  authService: AuthService;
  accountSecurity: AccountSecurityService;
  config: Pick<Config, 'appUrl' | 'auth'>;
  /** Consecutive login attempts per account, for the growing delay (login-delay.ts). */
  loginAttempts: LoginAttemptStore;
  now: () => Date;
}

export function authRoutes({
  authService,
  accountSecurity,
  config,
  loginAttempts,
  now,
}: AuthRouteDeps) {
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
    ]);
    // Per account, a growing wait rather than a lockout: the owner is never shut out for long.
    const loginDelay = async (request: FastifyRequest, reply: FastifyReply) => {
      const waitMs = await loginAttempts.claim(byAccount(request), now().getTime());
      if (waitMs > 0) throw tooManyAttempts(reply, waitMs);
    };
    const forgotPasswordLimit = attemptLimit(app, 'forgot-password', [
      { rule: auth.passwordResetPerIp, per: 'client address', key: byClientAddress },
      { rule: auth.passwordResetPerAccount, per: 'e-mail address', key: byAccount },
    ]);
    const resetPasswordLimit = attemptLimit(app, 'reset-password', [
      { rule: auth.verificationPerIp, per: 'client address', key: byClientAddress },
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
        preHandler: [loginLimit, loginDelay],
        schema: {
          summary: 'Log in',
          description:
            `Sets the session in the httpOnly \`${SESSION_COOKIE}\` cookie and also returns it as ` +
            '`token`, for API clients to send as `Authorization: Bearer <token>`. A wrong e-mail ' +
            'address or password answers 401 `INVALID_CREDENTIALS` (the same for both); an ' +
            'account whose e-mail address is not verified yet, 403 `EMAIL_NOT_VERIFIED`. After ' +
            `${auth.loginDelay.freeFailures} consecutive attempts on one account without success, ` +
            'each further try must wait longer (1 s, 2 s, 4 s … up to ' +
            `${auth.loginDelay.maxDelayMs / 60_000} minutes): until then it answers 429 ` +
            '`RATE_LIMITED` with `Retry-After`. A successful login clears the count.',
          body: LoginRequestSchema,
          response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
        },
      },
      async (request, reply) => {
        const account = byAccount(request);
        try {
          const { user, token } = await authService.login(
            request.body,
            request.headers['user-agent'],
          );
          await loginAttempts.clear(account);
          setSessionCookie(reply, token);
          return { user, token };
        } catch (error) {
          // The password was right; only the address is still unverified.
          if (error instanceof AppError && error.code === 'EMAIL_NOT_VERIFIED') {
            await loginAttempts.clear(account);
          }
          throw error;
        }
      },
    );

    app.post(
      API_ROUTES.auth.forgotPassword,
      {
        preHandler: [forgotPasswordLimit],
        schema: {
          summary: 'Ask for a password reset link',
          description:
            'E-mails a link to choose a new password (in the account’s language, valid for ' +
            `${auth.passwordResetTokenTtlMs / 60_000} minutes, usable once; a newer link ` +
            'replaces the older ones). Answers at once, before looking the address up, so neither ' +
            'the answer nor its time reveals whether the address has an account.',
          body: ForgotPasswordRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses(400, 413, 429, 503) },
        },
      },
      async (request) => {
        accountSecurity.forgotPassword(request.body.email);
        return { success: true, message: RESET_REQUESTED_MESSAGE };
      },
    );

    app.post(
      API_ROUTES.auth.resetPassword,
      {
        preHandler: [resetPasswordLimit],
        schema: {
          summary: 'Choose a new password from a reset link',
          description:
            'Takes the `token` of the reset e-mail and a `password` following the registration ' +
            'rules (a common one answers 400 `PASSWORD_TOO_COMMON`). Every session of the account ' +
            'ends, its e-mail address counts as verified, and a notice is mailed. An unknown ' +
            'token answers 400 `LINK_INVALID`, a used one `LINK_USED`, an expired one `LINK_EXPIRED`.',
          body: ResetPasswordRequestSchema,
          response: { 200: SuccessMessageResponseSchema, ...errorResponses(400, 413, 429, 503) },
        },
      },
      async (request) => {
        await accountSecurity.resetPassword(request.body.token, request.body.password);
        return { success: true, message: PASSWORD_RESET_MESSAGE };
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
