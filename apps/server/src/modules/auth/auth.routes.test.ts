import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, SESSION_COOKIE } from '@chronodeck/contract';
import { emailVerificationTokens, sessions, users } from '../../db/schema';
import { PASSWORD, registerUser, signedInUser, useTestApp } from '../../test/test-app';

const context = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url, payload: payload as object, headers });

const validRegistration = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  roles: ['student', 'teacher'],
};

describe('POST /api/auth/register', () => {
  it('creates an unverified account and mails a verification link', async () => {
    const response = await post(API_ROUTES.auth.register, validRegistration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Registered! Please check your email to verify.',
    });
    const [user] = await context.database.db.select().from(users);
    expect(user).toMatchObject({ email: 'ada@example.com', roles: ['student', 'teacher'] });
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(context.mailer.sent).toHaveLength(1);
    expect(context.mailer.sent[0]?.link).toMatch(/\/verify-email\?token=[\w-]{43}$/);
  });

  it('stores only a hash of the verification token', async () => {
    await post(API_ROUTES.auth.register, validRegistration);
    const token = context.mailer.lastTokenFor('ada@example.com');
    const stored = await context.database.db.select().from(emailVerificationTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('writes the mail in the language asked for', async () => {
    await post(API_ROUTES.auth.register, { ...validRegistration, language: 'pt' });
    expect(context.mailer.sent[0]?.subject).toBe('Confirme o seu e-mail no Chronodeck');
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['a short password', { password: 'short' }],
    ['an overlong password', { password: 'x'.repeat(129) }],
    ['no role', { roles: [] }],
    ['an unknown role', { roles: ['admin'] }],
    ['a repeated role', { roles: ['student', 'student'] }],
    ['an unknown language', { language: 'de' }],
  ])('refuses %s with a clear 400 and creates nothing', async (_case, change) => {
    const response = await post(API_ROUTES.auth.register, { ...validRegistration, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', error: expect.any(String) });
    expect(await context.database.db.select().from(users)).toHaveLength(0);
    expect(context.mailer.sent).toHaveLength(0);
  });

  it('refuses one of the most common passwords', async () => {
    const response = await post(API_ROUTES.auth.register, {
      ...validRegistration,
      password: 'password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This password is too common. Please choose another.',
      code: 'PASSWORD_TOO_COMMON',
    });
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    await post(API_ROUTES.auth.register, validRegistration);
    const response = await post(API_ROUTES.auth.register, {
      ...validRegistration,
      email: '  ADA@Example.com ',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'An account with this e-mail already exists.',
      code: 'EMAIL_TAKEN',
    });
    expect(await context.database.db.select().from(users)).toHaveLength(1);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.auth.register,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('refuses a body over the size limit', async () => {
    const response = await post(API_ROUTES.auth.register, {
      ...validRegistration,
      name: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('POST /api/auth/verify', () => {
  it('verifies the e-mail once', async () => {
    await registerUser(context);
    const token = context.mailer.lastTokenFor('ada@example.com');
    const first = await post(API_ROUTES.auth.verify, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Your e-mail address is verified. You can now log in.',
    });
    const [user] = await context.database.db.select().from(users);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await post(API_ROUTES.auth.verify, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VERIFICATION_TOKEN_USED' });
  });

  it('says so when the link has expired', async () => {
    await registerUser(context);
    await context.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await post(API_ROUTES.auth.verify, {
      token: context.mailer.lastTokenFor('ada@example.com'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'This verification link has expired. Request a new one.',
      code: 'VERIFICATION_TOKEN_EXPIRED',
    });
  });

  it('rejects an unknown token', async () => {
    const response = await post(API_ROUTES.auth.verify, { token: 'made-up-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID' });
  });

  it('rejects a missing or oversized token', async () => {
    expect((await post(API_ROUTES.auth.verify, {})).statusCode).toBe(400);
    expect((await post(API_ROUTES.auth.verify, { token: ' ' })).statusCode).toBe(400);
    expect((await post(API_ROUTES.auth.verify, { token: 'x'.repeat(500) })).statusCode).toBe(400);
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resent = {
    success: true,
    message:
      'If that account is waiting for verification, a new link is on its way. Check your inbox.',
  };

  it('sends a fresh, working link to an unverified account', async () => {
    await registerUser(context);
    const response = await post(API_ROUTES.auth.resendVerification, {
      email: 'Ada@Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(resent);
    expect(context.mailer.sent).toHaveLength(2);
    const verify = await post(API_ROUTES.auth.verify, {
      token: context.mailer.lastTokenFor('ada@example.com'),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post(API_ROUTES.auth.resendVerification, {
      email: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(resent);
    expect(context.mailer.sent).toHaveLength(0);
  });

  it('sends nothing to an account already verified', async () => {
    await signedInUser(context);
    context.mailer.clear();
    const response = await post(API_ROUTES.auth.resendVerification, { email: 'ada@example.com' });
    expect(response.json()).toEqual(resent);
    expect(context.mailer.sent).toHaveLength(0);
  });

  it('rejects an invalid e-mail', async () => {
    const response = await post(API_ROUTES.auth.resendVerification, { email: 'nope' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('refuses an unverified account with a code that offers resending', async () => {
    await registerUser(context);
    const response = await post(API_ROUTES.auth.login, {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Please verify your e-mail address before logging in.',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('signs in a verified user: user, token and an httpOnly cookie', async () => {
    await registerUser(context);
    await post(API_ROUTES.auth.verify, { token: context.mailer.lastTokenFor('ada@example.com') });
    const response = await post(API_ROUTES.auth.login, {
      email: 'ADA@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: object; token: string }>();
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      roles: ['student', 'teacher'],
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    await signedInUser(context);
    const wrongPassword = await post(API_ROUTES.auth.login, {
      email: 'ada@example.com',
      password: 'not the passphrase',
    });
    const unknown = await post(API_ROUTES.auth.login, {
      email: 'ghost@example.com',
      password: PASSWORD,
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Incorrect e-mail or password.',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('requires e-mail and password', async () => {
    expect((await post(API_ROUTES.auth.login, { email: 'ada@example.com' })).statusCode).toBe(400);
    expect(
      (await post(API_ROUTES.auth.login, { email: 'ada@example.com', password: '' })).statusCode,
    ).toBe(400);
    expect((await post(API_ROUTES.auth.login, { password: PASSWORD })).statusCode).toBe(400);
  });
});

describe('GET /api/auth/me and sessions', () => {
  const me = (headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: API_ROUTES.auth.me, headers });

  it('answers 401 without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Please log in to continue.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers 401 for a made-up token', async () => {
    expect((await me({ authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
  });

  it('returns the user for a bearer token or the session cookie', async () => {
    const { token } = await signedInUser(context);
    const viaBearer = await me({ authorization: `Bearer ${token}` });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toMatchObject({ user: { email: 'ada@example.com' } });
    const viaCookie = await me({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('ends a session at its absolute expiry', async () => {
    const { token } = await signedInUser(context);
    await context.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('ends a session left idle too long', async () => {
    const { token } = await signedInUser(context);
    const longAgo = new Date(Date.now() - 15 * 24 * 3_600_000);
    await context.database.db.update(sessions).set({ lastSeenAt: longAgo });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('keeps an active session alive by recording when it was last seen', async () => {
    const { token, userId } = await signedInUser(context);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await context.database.db.update(sessions).set({ lastSeenAt: anHourAgo });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const [session] = await context.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(session?.lastSeenAt.getTime()).toBeGreaterThan(anHourAgo.getTime());
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const { token } = await signedInUser(context);
    const response = await post(API_ROUTES.auth.logout, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const [session] = await context.database.db.select().from(sessions);
    expect(session?.revokedAt).toBeInstanceOf(Date);
    const me = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.auth.me,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const response = await post(API_ROUTES.auth.logout, undefined);
    expect(response.statusCode).toBe(200);
  });

  it('leaves the user’s other sessions alive', async () => {
    const { token, email } = await signedInUser(context);
    const second = await post(API_ROUTES.auth.login, { email, password: PASSWORD });
    const otherToken = second.json<{ token: string }>().token;
    await post(API_ROUTES.auth.logout, undefined, { authorization: `Bearer ${token}` });
    const me = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.auth.me,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
