import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { API_TAGS } from '../../http/openapi';
import { useTestApp } from '../../test/test-app';
import { API_DOCS_ROUTES } from './api-docs.routes';

const context = useTestApp();

async function openApiDocument(): Promise<OpenAPIV3_1.Document> {
  const response = await context.app.inject({ method: 'GET', url: API_DOCS_ROUTES.document });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  return response.json<OpenAPIV3_1.Document>();
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Fastify's `:param` is OpenAPI's `{param}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operationOf(document: OpenAPIV3_1.Document, method: string, url: string) {
  return document.paths?.[openApiPath(url)]?.[method.toLowerCase() as Method];
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('documents every registered route with its responses, and nothing else', async () => {
    const document = await openApiDocument();
    const missing = context.app.routeTable.filter((route) => {
      const operation = operationOf(document, route.method, route.url);
      return !operation || Object.keys(operation.responses ?? {}).length === 0;
    });
    expect(missing).toEqual([]);
    const documented = Object.values(document.paths ?? {}).flatMap((item) =>
      (['get', 'post', 'put', 'delete', 'patch'] as const).filter((method) => item?.[method]),
    );
    expect(documented).toHaveLength(context.app.routeTable.length);
  });

  it('holds every route the README names, so its tables cannot drift from the server', async () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    // A path cut short with "…" stands for a family of routes, not one.
    const named = [...readme.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/[^`?\s]*)/g)]
      .filter(([, , url]) => !url!.includes('…'))
      .map(([, method, url]) => `${method} ${openApiPath(url!)}`);
    expect(named.length).toBeGreaterThan(20);
    const document = await openApiDocument();
    const unknown = named.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !operationOf(document, method, url);
    });
    expect(unknown).toEqual([]);
  });

  it('writes path parameters as {name} and declares each one', async () => {
    const document = await openApiDocument();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(path).not.toContain(':');
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of [item?.get, item?.post, item?.put, item?.delete]) {
        if (!operation) continue;
        const declared = (operation.parameters ?? [])
          .filter((parameter) => 'in' in parameter && parameter.in === 'path')
          .map((parameter) => ('name' in parameter ? parameter.name : ''));
        expect(declared.sort(), path).toEqual(named.sort());
      }
    }
  });

  it('states the status codes and schemas of the responses', async () => {
    const document = await openApiDocument();
    const createDeck = operationOf(document, 'POST', API_ROUTES.student.decks);
    expect(Object.keys(createDeck?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409']),
    );
    expect(createDeck?.responses['201']).toMatchObject({
      description: 'Created',
      content: { 'application/json': { schema: { type: 'object' } } },
    });
    expect(createDeck?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { title: { type: 'string', maxLength: 100 } } },
        },
      },
    });
    const health = operationOf(document, 'GET', API_ROUTES.health);
    expect(Object.keys(health?.responses ?? {})).toEqual(['200', '503']);
  });

  it('states who may call each route: the session cookie or a bearer token, or nothing', async () => {
    const document = await openApiDocument();
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'chronodeck_session',
      }),
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(operationOf(document, 'GET', API_ROUTES.student.decks)).toMatchObject({
      security: signedIn,
      'x-access': 'student',
    });
    expect(operationOf(document, 'GET', API_ROUTES.classes.list)).toMatchObject({
      security: signedIn,
      'x-access': 'teacher',
    });
    expect(operationOf(document, 'GET', API_ROUTES.auth.me)?.security).toEqual(signedIn);
    expect(operationOf(document, 'POST', API_ROUTES.generateSummary)?.security).toEqual([
      {},
      ...signedIn,
    ]);
    expect(operationOf(document, 'GET', API_ROUTES.catalogue.events)?.security).toEqual([]);
    expect(operationOf(document, 'POST', API_ROUTES.generateSummary)?.description).toMatch(
      /cached by prompt and event\. .*Limited to .*\. Open to guests\./,
    );
  });

  it('states each rate-limited route’s limits, read from its check', async () => {
    const document = await openApiDocument();
    // The test configuration's limits (test/test-app.ts): 10 000 a minute.
    const resend = operationOf(document, 'POST', API_ROUTES.auth.resendVerification);
    expect(resend).toMatchObject({
      'x-rate-limit': [
        { max: 10_000, windowSeconds: 60, per: 'client address' },
        { max: 10_000, windowSeconds: 60, per: 'e-mail address' },
      ],
    });
    expect(resend?.description).toContain(
      'Limited to 10000 requests a minute per client address and 10000 a minute per e-mail ' +
        'address; beyond that it answers 429 with `Retry-After`.',
    );
    // Logins are limited per address; per account they slow down instead (login-delay.ts).
    const login = operationOf(document, 'POST', API_ROUTES.auth.login);
    expect(login).toMatchObject({
      'x-rate-limit': [{ max: 10_000, windowSeconds: 60, per: 'client address' }],
    });
    expect(login?.description).toMatch(/consecutive attempts on one account without success/);
    expect(operationOf(document, 'POST', API_ROUTES.student.joinClass)).toMatchObject({
      'x-rate-limit': [{ max: 10_000, windowSeconds: 60, per: 'account' }],
    });
    expect(operationOf(document, 'GET', API_ROUTES.student.decks)).not.toHaveProperty(
      'x-rate-limit',
    );
  });

  it('gives every operation a one-line summary', async () => {
    const document = await openApiDocument();
    for (const route of context.app.routeTable) {
      const summary = operationOf(document, route.method, route.url)?.summary ?? '';
      const label = `${route.method} ${route.url}`;
      expect(summary.trim(), label).not.toBe('');
      // A heading, not prose: the rules go in the description.
      expect(summary, label).not.toMatch(/\n|\.$/);
      expect(summary.length, label).toBeLessThanOrEqual(60);
    }
  });

  it('files every operation under one module tag', async () => {
    const document = await openApiDocument();
    const tagNames: string[] = API_TAGS.map((tag) => tag.name);
    expect(document.tags?.map((tag) => tag.name)).toEqual(tagNames);
    for (const route of context.app.routeTable) {
      const tags = operationOf(document, route.method, route.url)?.tags ?? [];
      expect(tags, `${route.method} ${route.url}`).toHaveLength(1);
      expect(tagNames).toContain(tags[0]);
    }
    expect(operationOf(document, 'POST', API_ROUTES.student.decks)?.tags).toEqual(['Decks']);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML reference of every operation, with no script and no inline style', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_DOCS_ROUTES.reference });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    for (const route of context.app.routeTable) {
      expect(page).toContain(`<code class="path">${openApiPath(route.url)}</code>`);
    }
    // Each operation's summary shows while it is closed.
    expect(page).toMatch(
      /<summary>.*<code class="path">\/api\/student\/classes\/join<\/code><span class="operation-summary">Join a class by its class code<\/span>/,
    );
    expect(page).toContain(`<link rel="stylesheet" href="${API_DOCS_ROUTES.stylesheet}">`);
    expect(page).toContain(`href="${API_DOCS_ROUTES.document}"`);
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('is served under the same strict CSP as the app, with its stylesheet from our origin', async () => {
    const page = await context.app.inject({ method: 'GET', url: API_DOCS_ROUTES.reference });
    const health = await context.app.inject({ method: 'GET', url: API_ROUTES.health });
    expect(page.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    const stylesheet = await context.app.inject({
      method: 'GET',
      url: API_DOCS_ROUTES.stylesheet,
    });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toContain('text/css');
    expect(stylesheet.body).toContain('.operation');
  });
});
