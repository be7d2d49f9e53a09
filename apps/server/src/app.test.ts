import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from './app';
import { API_DOCS_ROUTES } from './modules/api-docs/api-docs.routes';
import { openTestDatabase } from './test/test-database';
import { RecordingMailer, testConfig, useTestApp } from './test/test-app';

const context = useTestApp();

describe('GET /api/health', () => {
  it('reports the status and the kind of database', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: context.database.kind });
  });
});

describe('GET /api/site', () => {
  it('publishes the support address', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.site });
    expect(response.json()).toEqual({ supportEmail: 'support@chronodeck.app' });
  });
});

describe('errors and headers', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends a strict content security policy', async () => {
    const response = await context.app.inject({ method: 'GET', url: API_ROUTES.health });
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('serving the web app', () => {
  it('serves index.html for app routes and assets as files, but never for API paths', async () => {
    const config = await testConfig();
    const webDistDir = path.join(config.dataDir, 'web');
    await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>Chronodeck</title>',
    );
    await writeFile(path.join(webDistDir, 'assets', 'app-123.js'), 'console.log(1)');
    const database = await openTestDatabase();
    const app = await buildApp(
      { ...config, webDistDir },
      { database, mailer: new RecordingMailer(), logger: false },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/verify-email?token=abc' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');

      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });

      // The API's own documentation is not the app's index.html.
      const reference = await app.inject({ method: 'GET', url: API_DOCS_ROUTES.reference });
      expect(reference.body).toContain('Chronodeck API reference');
      const document = await app.inject({ method: 'GET', url: API_DOCS_ROUTES.document });
      expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
      const stylesheet = await app.inject({ method: 'GET', url: API_DOCS_ROUTES.stylesheet });
      expect(stylesheet.headers['content-type']).toContain('text/css');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
