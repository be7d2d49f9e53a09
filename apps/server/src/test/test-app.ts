import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { API_ROUTES, RESET_PASSWORD_PAGE, type Role } from '@chronodeck/contract';
import { buildApp, type AppDependencies } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { MailMessage, Mailer } from '../modules/mail/mailer';
import { openTestDatabase, resetDatabase } from './test-database';

/** Records mail instead of sending it, so tests can follow verification links. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  lastTokenFor(email: string): string {
    const mail = this.sent.findLast((message) => message.to === email.toLowerCase());
    if (!mail) throw new Error(`no mail was sent to ${email}`);
    const token = new URL(mail.link).searchParams.get('token');
    if (!token) throw new Error(`mail to ${email} has no token`);
    return token;
  }

  clear(): void {
    this.sent.length = 0;
  }
}

const GENEROUS_LIMIT = { max: 10_000, windowMs: 60_000 };

/** Test configuration: no SPA, silent logs, limits high enough that only the rate-limit tests hit them. */
export async function testConfig(adjust: (config: Config) => Config = (c) => c): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chronodeck-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  return adjust({
    ...config,
    webDistDir: null,
    classes: { joinAttemptsPerAccount: GENEROUS_LIMIT },
    exchange: { ...config.exchange, filesPerAccount: GENEROUS_LIMIT },
    auth: {
      ...config.auth,
      loginPerIp: GENEROUS_LIMIT,
      loginDelay: { ...config.auth.loginDelay, freeFailures: 10_000 },
      registerPerIp: GENEROUS_LIMIT,
      verificationPerIp: GENEROUS_LIMIT,
      verificationPerAccount: GENEROUS_LIMIT,
      passwordResetPerIp: GENEROUS_LIMIT,
      passwordResetPerAccount: GENEROUS_LIMIT,
      passwordCheckPerIp: GENEROUS_LIMIT,
      passwordCheckPerAccount: GENEROUS_LIMIT,
    },
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: RecordingMailer;
}

/**
 * One database and one app per test file (a fresh PGlite costs seconds), emptied before each test.
 * Fields are filled in `beforeAll`, so read them inside tests only.
 */
export function useTestApp(
  adjust?: (config: Config) => Config,
  deps: Pick<AppDependencies, 'aiProvider' | 'clock'> = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await openTestDatabase();
    context.mailer = new RecordingMailer();
    context.app = await buildApp(await testConfig(adjust), {
      database: context.database,
      mailer: context.mailer,
      logger: false,
      ...deps,
    });
    await context.app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(context.database);
    context.mailer.clear();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

export const PASSWORD = 'a long enough passphrase';

export async function registerUser(
  context: TestContext,
  overrides: { email?: string; name?: string; roles?: Role[] } = {},
) {
  const email = overrides.email ?? 'ada@example.com';
  const response = await context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.register,
    payload: {
      name: overrides.name ?? 'Ada Lovelace',
      email,
      password: PASSWORD,
      roles: overrides.roles ?? ['student', 'teacher'],
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return email;
}

/** Registers, verifies and logs in; returns the session token. */
export async function signedInUser(
  context: TestContext,
  overrides: { email?: string; name?: string; roles?: Role[] } = {},
): Promise<{ token: string; userId: string; email: string }> {
  const email = await registerUser(context, overrides);
  await context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.verify,
    payload: { token: context.mailer.lastTokenFor(email) },
  });
  const login = await context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    payload: { email, password: PASSWORD },
  });
  const body = login.json<{ token: string; user: { _id: string } }>();
  return { token: body.token, userId: body.user._id, email };
}

/** Requests made as one caller: with their session token, or anonymously when there is none. */
export function requestsAs(context: TestContext, token: string | undefined) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return {
    get: (url: string) => context.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object) =>
      context.app.inject({ method: 'POST', url, headers, payload }),
    put: (url: string, payload: object) =>
      context.app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url: string) => context.app.inject({ method: 'DELETE', url, headers }),
  };
}

/**
 * Asks for a password reset link and returns its token once the mail is out: the server looks
 * the address up and mails after answering, so the mail is awaited here.
 */
export async function requestPasswordReset(context: TestContext, email: string): Promise<string> {
  const resetMails = () =>
    context.mailer.sent.filter(
      (mail) => mail.to === email.toLowerCase() && mail.link.includes(RESET_PASSWORD_PAGE),
    ).length;
  const before = resetMails();
  await context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.forgotPassword,
    payload: { email },
  });
  await vi.waitFor(() => {
    if (resetMails() === before) throw new Error(`no reset mail to ${email} yet`);
  });
  return context.mailer.lastTokenFor(email);
}
