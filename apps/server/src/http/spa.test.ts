import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { RecordingMailer, testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

/** A built web app as Vite leaves it: index.html, fingerprinted assets and their source maps. */
async function builtWebApp(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'chronodeck-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(dist, 'assets', 'index-abc123.css.map'), '{"version":3}');
  return dist;
}

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
