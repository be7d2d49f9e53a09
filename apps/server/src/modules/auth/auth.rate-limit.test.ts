import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { useTestApp } from '../../test/test-app';

const LIMIT = { max: 3, windowMs: 60_000 };

const context = useTestApp((config) => ({
  ...config,
  // Lets each request claim its own client address, as a load balancer would report it.
  trustProxy: { kind: 'hops', hops: 1 },
  auth: {
    ...config.auth,
    loginPerIp: LIMIT,
    loginPerAccount: { max: 5, windowMs: 60_000 },
    registerPerIp: LIMIT,
    verificationPerIp: { max: 100, windowMs: 60_000 },
    verificationPerAccount: LIMIT,
  },
}));

const attempt = (url: string, payload: object, ip: string) =>
  context.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

const wrongLogin = (email: string) => ({ email, password: 'wrong password!' });

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

  it('limits logins per account even across many addresses', async () => {
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
