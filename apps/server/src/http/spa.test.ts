import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@chronodeck/contract';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { RecordingMailer, testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

const BUNDLE = 'console.log("a bundle");'.repeat(100);

/** A file as apps/web/build.mjs leaves it: itself, and its brotli and gzip copies. */
async function writeCompressed(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/**
 * A built web app as apps/web/build.mjs leaves it: index.html, fingerprinted assets and their
 * source maps, each text file compressed beside itself, and prerendered pages in two languages.
 */
async function builtWebApp({ prerendered = true } = {}): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'chronodeck-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeCompressed(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeCompressed(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(dist, 'assets', 'index-abc123.css.map'), '{"version":3}');
  if (!prerendered) return dist;
  for (const language of ['en', 'fr']) {
    const pages = path.join(dist, 'prerendered', language);
    await mkdir(pages, { recursive: true });
    await writeCompressed(path.join(pages, 'home.html'), `<html lang="${language}">home`);
    await writeCompressed(path.join(pages, 'about.html'), `<html lang="${language}">about`);
    await writeCompressed(path.join(pages, 'shell.html'), `<html lang="${language}">shell`);
    await writeCompressed(path.join(pages, 'bare-shell.html'), `<html lang="${language}">bare`);
  }
  await writeFile(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      languages: ['en', 'fr'],
      pages: { home: '/', about: '/about' },
      shell: 'shell',
      shellWithoutNavbar: 'bare-shell',
      pathsWithoutNavbar: ['/student-dashboard'],
      styleHashes: ["'sha256-c3R5bGVz'"],
    }),
  );
  return dist;
}

const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

describe('the served web app', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    const webDistDir = await builtWebApp();
    app = await buildApp(await testConfig((config) => ({ ...config, webDistDir })), {
      database,
      mailer: new RecordingMailer(),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves the bundles', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BUNDLE);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])(
    'sends the copy compressed at build time to a browser accepting %s',
    async (accepted, used) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(used);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(decoded(response)).toBe(BUNDLE);
    },
  );

  it('sends a public page prerendered in the language its cookie names, compressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br', cookie: `${LANGUAGE_COOKIE}=fr` },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe('<html lang="fr">about');
  });

  it.each([
    ['no language cookie', undefined],
    ['a language the app does not have', 'xx'],
    ['a language with a path in it', '../fr'],
  ])('sends English pages for %s', async (_, language) => {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: language ? { cookie: `${LANGUAGE_COOKIE}=${language}` } : {},
    });
    expect(response.body).toBe('<html lang="en">home');
  });

  it.each([
    ['/class/ABCD2345', 'shell'],
    ['/verify-email?token=abc', 'shell'],
    ['/student-dashboard', 'bare'],
    ['/student-dashboard?tab=explore', 'bare'],
  ])('sends %s, a page that is not prerendered, the light %s shell', async (url, shell) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`<html lang="en">${shell}`);
  });

  it('allows the styles the pages carry inline by their hashes, and no other inline style', async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'sha256-c3R5bGVz'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('compresses an API answer above a kilobyte, and not a small one', async () => {
    const large = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(large))).toHaveProperty('openapi');
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/assets/index-abc123.js.map', '/assets/index-abc123.css.map', '/assets/nope.js.map'])(
    'never serves the source map %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    },
  );
});

describe('a web app built without prerendered pages', () => {
  it('answers every page with its index.html', async () => {
    const database = await openTestDatabase();
    const webDistDir = await builtWebApp({ prerendered: false });
    const app = await buildApp(await testConfig((config) => ({ ...config, webDistDir })), {
      database,
      mailer: new RecordingMailer(),
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/about' });
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
