import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { PASSWORD, requestsAs, signedInUser, useTestApp } from '../../test/test-app';

const LIMIT = { max: 3, windowMs: 60_000 };

let clock = new Date('2030-01-01T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const context = useTestApp(
  (config) => ({
    ...config,
    // Lets each request claim its own client address, as a load balancer would report it.
    trustProxy: { kind: 'hops', hops: 1 },
    auth: {
      ...config.auth,
      loginPerIp: LIMIT,
      loginDelay: { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 60_000 },
      registerPerIp: LIMIT,
      verificationPerIp: LIMIT,
      verificationPerAccount: LIMIT,
      passwordResetPerIp: LIMIT,
      passwordResetPerAccount: LIMIT,
      passwordCheckPerIp: { max: 100, windowMs: 60_000 },
      passwordCheckPerAccount: LIMIT,
    },
  }),
  { clock: () => clock },
);

const attempt = (url: string, payload: object, ip: string) =>
  context.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

const wrongLogin = (email: string) => ({ email, password: 'wrong password!' });

/** Sends the payloads one after another from the same client address. */
const fromOneAddress = async (url: string, payloads: object[], ip: string) => {
  const responses: Awaited<ReturnType<typeof attempt>>[] = [];
  for (const payload of payloads) responses.push(await attempt(url, payload, ip));
  return responses;
};

describe('rate limits', () => {
  it('limits logins per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await attempt(
        API_ROUTES.auth.login,
        wrongLogin(`user${i}@example.com`),
        '10.0.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt(API_ROUTES.auth.login, wrongLogin('x@example.com'), '10.0.0.1');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('slows logins per account even across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await attempt(
        API_ROUTES.auth.login,
        wrongLogin('target@example.com'),
        `10.1.0.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts an account’s attempts whatever the case of its e-mail', async () => {
    const statuses: number[] = [];
    for (const email of [
      'Case@x.io',
      'CASE@x.io',
      'case@X.IO',
      'cAse@x.io',
      'case@x.io',
      'CASE@X.IO',
    ]) {
      statuses.push(
        (await attempt(API_ROUTES.auth.login, wrongLogin(email), `10.2.0.${statuses.length}`))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets the owner in once the running delay has passed, however many wrong guesses came before', async () => {
    const owner = await signedInUser(context, { email: 'owner@example.com' });
    const guess = (i: number) =>
      attempt(API_ROUTES.auth.login, wrongLogin(owner.email), `10.5.${i}.1`);
    const rightLogin = () =>
      attempt(API_ROUTES.auth.login, { email: owner.email, password: PASSWORD }, '10.6.0.1');

    for (let i = 0; i < 5; i++) expect((await guess(i)).statusCode).toBe(401);
    const waiting = await rightLogin();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(waiting.headers['retry-after']).toBe('1');

    // Each further failure doubles the wait, up to the cap; answers during a wait change nothing.
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      advance(4000);
      expect((await guess(10 + i)).statusCode).toBe(401);
      waits.push(String((await guess(20 + i)).headers['retry-after']));
    }
    expect(waits).toEqual(['2', '4', '4', '4']);

    advance(4000);
    expect((await rightLogin()).statusCode).toBe(200);
    // A successful login clears the count: the next failures are free again.
    for (let i = 0; i < 5; i++) expect((await guess(30 + i)).statusCode).toBe(401);
  });

  it('limits password re-checks per account, shared by every route that asks for it', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const headers = { authorization: `Bearer ${ada.token}`, 'x-forwarded-for': '10.7.0.1' };
    const wrong = 'not my password';
    const tries = [
      { method: 'DELETE', url: API_ROUTES.account.account, payload: { password: wrong } },
      {
        method: 'PUT',
        url: API_ROUTES.account.password,
        payload: { currentPassword: wrong, newPassword: 'a brand new passphrase' },
      },
      {
        method: 'POST',
        url: API_ROUTES.account.email,
        payload: { newEmail: 'new@example.com', password: wrong },
      },
      { method: 'DELETE', url: API_ROUTES.account.account, payload: { password: PASSWORD } },
    ] as const;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof context.app.inject>> | undefined;
    for (const { method, url, payload } of tries) {
      last = await context.app.inject({ method, url, payload, headers });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect(last?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(last?.headers['retry-after']).toBeDefined();
    expect((await requestsAs(context, ada.token).get(API_ROUTES.auth.me)).statusCode).toBe(200);
  });

  it('limits password reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await attempt(
        API_ROUTES.auth.forgotPassword,
        { email: 'Someone@example.com' },
        `10.8.0.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('limits password reset requests per client address, whatever the e-mail', async () => {
    const url = API_ROUTES.auth.forgotPassword;
    const requests = [0, 1, 2, 3].map((i) => ({ email: `someone${i}@example.com` }));
    const responses = await fromOneAddress(url, requests, '10.9.0.1');
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect(responses.at(-1)?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(responses.at(-1)?.headers['retry-after']).toBeDefined();
    const elsewhere = await attempt(url, { email: 'someone4@example.com' }, '10.9.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it.each([
    ['password reset attempts', API_ROUTES.auth.resetPassword, '10.10.0', true],
    ['e-mail change confirmations', API_ROUTES.account.confirmEmail, '10.11.0', false],
  ])('limits %s per client address', async (_, url, network, withPassword) => {
    const link = (i: number) => ({
      token: `guess-${i}`,
      ...(withPassword ? { password: 'a brand new passphrase' } : {}),
    });
    const responses = await fromOneAddress(url, [0, 1, 2, 3].map(link), `${network}.1`);
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);
    expect(responses.at(-1)?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(responses.at(-1)?.headers['retry-after']).toBeDefined();
    const elsewhere = await attempt(url, link(4), `${network}.2`);
    expect(elsewhere.json()).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('limits registrations per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await attempt(
        API_ROUTES.auth.register,
        { name: 'N', email: `n${i}@example.com`, password: 'long enough pass', roles: ['student'] },
        '10.3.0.1',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits verification resends per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await attempt(
        API_ROUTES.auth.resendVerification,
        { email: 'someone@example.com' },
        `10.4.0.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
