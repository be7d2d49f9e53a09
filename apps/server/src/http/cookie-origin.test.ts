import { describe, expect, it } from 'vitest';
import { API_ROUTES, SESSION_COOKIE, type ClassSummary } from '@chronodeck/contract';
import { requestsAs, signedInUser, useTestApp } from '../test/test-app';
import { changesState } from './cookie-origin';

const context = useTestApp();

const REFUSAL = 'This change must be made from the Chronodeck app itself.';
const APP_ORIGIN = 'http://localhost:3000';

/** How a browser describes where a request comes from; `{}` is a client outside a browser. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  'a form on another site': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  'another port of the same host': {
    'sec-fetch-site': 'same-site',
    origin: 'http://localhost:4000',
  },
  'another site, in a browser without Sec-Fetch-Site': { origin: 'https://evil.example' },
  'an opaque origin (a sandboxed frame)': { origin: 'null' },
};
const FROM_THE_APP: Record<string, Record<string, string>> = {
  'a page of the app': { 'sec-fetch-site': 'same-origin', origin: APP_ORIGIN },
  'a page of the app, in a browser without Sec-Fetch-Site': { origin: APP_ORIGIN },
  'a page served by this server under another host name': {
    origin: 'http://chronodeck.local',
    host: 'chronodeck.local',
  },
  'a client outside a browser': {},
};

async function stateChangingRoutes() {
  const user = await signedInUser(context, { roles: ['student', 'teacher'] });
  const schoolClass = (
    await requestsAs(context, user.token).post(API_ROUTES.classes.list, { title: 'History' })
  ).json<ClassSummary>();
  const routes = context.app.routeTable
    .filter((route) => changesState(route.method))
    .map((route) => ({
      method: route.method as 'POST',
      url: route.url.replace(':classId', schoolClass._id).replace(/:\w+/g, 'x'),
    }));
  expect(routes.length).toBeGreaterThan(20);
  return { token: user.token, routes };
}

describe('a change sent with the session cookie', () => {
  it.each(Object.entries(CROSS_SITE))('is refused on every route from %s', async (_, headers) => {
    const { token, routes } = await stateChangingRoutes();
    for (const route of routes) {
      const response = await context.app.inject({
        ...route,
        headers: { ...headers, cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'text/plain' },
        payload: 'x',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toEqual({ error: REFUSAL, code: 'FORBIDDEN' });
    }
  });

  it.each(Object.entries(FROM_THE_APP))('passes on every route from %s', async (_, headers) => {
    const { token, routes } = await stateChangingRoutes();
    for (const route of routes) {
      const response = await context.app.inject({
        ...route,
        headers: { ...headers, cookie: `${SESSION_COOKIE}=${token}` },
        payload: {},
      });
      expect(response.body, `${route.method} ${route.url}`).not.toContain(REFUSAL);
    }
  });
});

describe('a change sent with a bearer token', () => {
  it('passes from anywhere, whatever cookie rides along', async () => {
    const { token, routes } = await stateChangingRoutes();
    for (const route of routes) {
      const response = await context.app.inject({
        ...route,
        headers: {
          ...CROSS_SITE['a form on another site'],
          authorization: `Bearer ${token}`,
          cookie: `${SESSION_COOKIE}=${token}`,
        },
        payload: {},
      });
      expect(response.body, `${route.method} ${route.url}`).not.toContain(REFUSAL);
    }
  });
});

describe('a logout forged by another site', () => {
  it('leaves the session signed in', async () => {
    const { token } = await stateChangingRoutes();
    const forged = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.auth.logout,
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      payload: 'x',
    });
    expect(forged.statusCode).toBe(403);
    const me = await context.app.inject({
      method: 'GET',
      url: API_ROUTES.auth.me,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(me.statusCode).toBe(200);
  });
});
