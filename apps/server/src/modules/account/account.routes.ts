import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AccountExportSchema,
  AccountSessionsResponseSchema,
  API_ROUTES,
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailChangeRequestSchema,
  DeleteAccountRequestSchema,
  ProfileResponseSchema,
  SESSION_COOKIE,
  SessionsEndedResponseSchema,
  SuccessResponseSchema,
  UpdateProfileRequestSchema,
} from '@chronodeck/contract';
import type { Config } from '../../config';
import { unauthenticated } from '../../http/app-error';
import { attemptLimit, byAccount, byClientAddress } from '../../http/attempt-limit';
import type { AccountSecurityService } from '../auth/account-security.service';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';
import { errorResponses, SUCCESS } from '../../http/error-responses';

interface AccountRouteDeps {
  account: AccountService;
  authService: AuthService;
  accountSecurity: AccountSecurityService;
  config: Pick<Config, 'auth'>;
}

const signedIn = (request: FastifyRequest) => {
  const session = request.currentSession;
  if (!session) throw unauthenticated();
  return session;
};

export function accountRoutes({ account, authService, accountSecurity, config }: AccountRouteDeps) {
  return async function registerAccountRoutes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth } = config;
    // One set of counters for every route that asks for the password again, so guesses cannot be
    // spread over them; per account, and per address for many accounts tried from one place.
    const confirmEmailLimit = attemptLimit(app, 'confirm-email', [
      { rule: auth.verificationPerIp, per: 'client address', key: byClientAddress },
    ]);
    const passwordCheckLimit = attemptLimit(app, 'password-check', [
      { rule: auth.passwordCheckPerIp, per: 'client address', key: byClientAddress },
      {
        rule: auth.passwordCheckPerAccount,
        per: 'account',
        key: byAccount,
      },
    ]);

    // Registered without the zod type provider: the reply is a stream of JSON text, which Fastify
    // sends as is, and the response schema only documents the shape the text adds up to.
    fastify.get(
      API_ROUTES.account.export,
      {
        onRequest: fastify.authenticate,
        schema: {
          summary: 'Download all my data',
          description:
            'Everything the account owns as one JSON attachment (`chronodeck-data-<date>.json`): ' +
            'the account, timeline events, decks with their cards, every quiz result, the classes ' +
            'joined and the classes taught with their class events and decks. Streamed from ' +
            'paged reads, so its size is bounded by the quotas, not by the server’s memory.',
          response: { 200: AccountExportSchema, ...errorResponses(401, 503) },
        },
      },
      async (request, reply) => {
        const session = signedIn(request);
        const day = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="chronodeck-data-${day}.json"`);
        reply.header('cache-control', 'no-store');
        const { name, email, roles } = session.user;
        const json = await account.export(session.user._id, { name, email, roles });
        return reply.type('application/json; charset=utf-8').send(Readable.from(json));
      },
    );

    app.delete(
      API_ROUTES.account.account,
      {
        onRequest: app.authenticate,
        preHandler: [passwordCheckLimit],
        schema: {
          summary: 'Delete my account',
          description:
            'Asks for the password again (a wrong one answers 403 `WRONG_PASSWORD`), then deletes ' +
            'the account with everything it owns, including the classes it teaches, and clears ' +
            'the session cookie. Emits `teacher-deck-updated { deckTitle }` for each deck of those ' +
            'classes to their students.',
          body: DeleteAccountRequestSchema,
          response: {
            200: SuccessResponseSchema,
            ...errorResponses(400, 401, 403, 413, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const session = signedIn(request);
        await account.remove(session.user._id, request.body.password);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return SUCCESS;
      },
    );

    app.put(
      API_ROUTES.account.profile,
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'Change my display name',
          description: 'Sets the name shown for the account and answers with the updated user.',
          body: UpdateProfileRequestSchema,
          response: { 200: ProfileResponseSchema, ...errorResponses(400, 401, 413, 503) },
        },
      },
      async (request) => {
        const session = signedIn(request);
        return { user: await accountSecurity.rename(session.user._id, request.body.name) };
      },
    );

    app.put(
      API_ROUTES.account.password,
      {
        onRequest: app.authenticate,
        preHandler: [passwordCheckLimit],
        schema: {
          summary: 'Change my password',
          description:
            'Asks for the current password (a wrong one answers 403 `WRONG_PASSWORD`); the new ' +
            'one follows the registration rules. Every other session of the account ends, this ' +
            'one stays, and a notice is mailed.',
          body: ChangePasswordRequestSchema,
          response: {
            200: SuccessResponseSchema,
            ...errorResponses(400, 401, 403, 413, 429, 503),
          },
        },
      },
      async (request) => {
        const session = signedIn(request);
        const user = await authService.confirmPassword(
          session.user._id,
          request.body.currentPassword,
        );
        await accountSecurity.changePassword(user, session, request.body.newPassword);
        return SUCCESS;
      },
    );

    // POST: it creates a pending change, which only the mailed link applies.
    app.post(
      API_ROUTES.account.email,
      {
        onRequest: app.authenticate,
        preHandler: [passwordCheckLimit],
        schema: {
          summary: 'Change my e-mail address',
          description:
            'Asks for the password (403 `WRONG_PASSWORD`), then mails a confirmation link to ' +
            '`newEmail` and a notice to the current address. The address changes only when the ' +
            `link is followed (within ${auth.emailChangeTokenTtlMs / 3_600_000} hours). An ` +
            'address that has an account answers 409 `EMAIL_TAKEN`, the current one 400 `SAME_EMAIL`.',
          body: ChangeEmailRequestSchema,
          response: {
            200: SuccessResponseSchema,
            ...errorResponses(400, 401, 403, 409, 413, 429, 503),
          },
        },
      },
      async (request) => {
        const session = signedIn(request);
        const user = await authService.confirmPassword(session.user._id, request.body.password);
        await accountSecurity.requestEmailChange(user, request.body.newEmail);
        return SUCCESS;
      },
    );

    app.post(
      API_ROUTES.account.confirmEmail,
      {
        preHandler: [confirmEmailLimit],
        schema: {
          summary: 'Confirm a new e-mail address',
          description:
            'Takes the `token` of the link mailed to the new address; the account then uses that ' +
            'address, verified, and the old one gets a notice. No session is needed: the link ' +
            'proves the address. An unknown token answers 400 `LINK_INVALID`, a used one ' +
            '`LINK_USED`, an expired one `LINK_EXPIRED`; an address that got an account in the ' +
            'meantime 409 `EMAIL_TAKEN`.',
          body: ConfirmEmailChangeRequestSchema,
          response: {
            200: SuccessResponseSchema,
            ...errorResponses(400, 409, 413, 429, 503),
          },
        },
      },
      async (request) => {
        await accountSecurity.confirmEmailChange(request.body.token);
        return SUCCESS;
      },
    );

    app.get(
      API_ROUTES.account.sessions,
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'My signed-in sessions',
          description:
            'Every browser or API client signed in to the account, most recently seen first: ' +
            'its id, the User-Agent it signed in with, when it signed in and was last seen ' +
            '(to within a few minutes), and `current: true` for the one making this call.',
          response: { 200: AccountSessionsResponseSchema, ...errorResponses(401, 503) },
        },
      },
      async (request) => {
        return { sessions: await accountSecurity.sessionsOf(signedIn(request)) };
      },
    );

    app.delete(
      API_ROUTES.account.sessions,
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'Sign out everywhere else',
          description:
            'Ends every session of the account except the one making this call, and closes ' +
            'their live connections; answers how many ended.',
          response: { 200: SessionsEndedResponseSchema, ...errorResponses(401, 503) },
        },
      },
      async (request) => ({ ended: await accountSecurity.endOtherSessions(signedIn(request)) }),
    );

    app.delete(
      API_ROUTES.account.session,
      {
        onRequest: app.authenticate,
        schema: {
          summary: 'Sign out one session',
          description:
            'Ends one session of the account (its id from the sessions list) and closes its live ' +
            'connections. An id that is not a session of this account answers 404 `NOT_FOUND`.',
          params: z.object({ sessionId: z.string() }),
          response: { 200: SuccessResponseSchema, ...errorResponses(400, 401, 404, 503) },
        },
      },
      async (request, reply) => {
        const session = signedIn(request);
        await accountSecurity.endSession(session, request.params.sessionId);
        if (request.params.sessionId === session.sessionId) {
          reply.clearCookie(SESSION_COOKIE, { path: '/' });
        }
        return SUCCESS;
      },
    );
  };
}
