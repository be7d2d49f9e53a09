import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { FastifyInstance } from 'fastify';
import { RecordingMailer, testConfig } from './test-app';
import { administer, createScratchDatabase } from './test-database';
import { relayTo } from './tcp-relay';

// An empty TEST_DATABASE_URL means none, as unset does.
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && serverUrl)('a database outage', () => {
  const relay = relayTo(new URL(serverUrl ?? 'postgres://localhost'), 5432);
  let drop: () => Promise<void> = async () => undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let token = '';

  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl!);
    drop = scratch.drop;
    await relay.listen();
    const viaRelay = new URL(scratch.url);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    database = await openDatabase({ kind: 'postgres', url: viaRelay.toString() });
    await database.migrate();
    const mailer = new RecordingMailer();
    app = await buildApp(await testConfig(), { database, mailer, logger: false });
    const email = 'ada@example.com';
    const password = 'a long enough passphrase';
    await app.inject({
      method: 'POST',
      url: API_ROUTES.auth.register,
      payload: { name: 'Ada', email, password, roles: ['student'] },
    });
    await app.inject({
      method: 'POST',
      url: API_ROUTES.auth.verify,
      payload: { token: mailer.lastTokenFor(email) },
    });
    const login = await app.inject({
      method: 'POST',
      url: API_ROUTES.auth.login,
      payload: { email, password },
    });
    token = login.json<{ token: string }>().token;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  const decks = () =>
    app.inject({
      method: 'GET',
      url: API_ROUTES.student.decks,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers a clear 503 while the database is gone, and recovers when it returns', async () => {
    expect((await decks()).statusCode).toBe(200);

    await relay.cut();
    const during = await decks();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await app.inject({ method: 'GET', url: API_ROUTES.health })).statusCode).toBe(503);

    await relay.listen();
    await expect.poll(async () => (await decks()).statusCode, { timeout: 10_000 }).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres' && serverUrl)(
  'a database that refuses connections',
  () => {
    it('answers 503 SERVICE_UNAVAILABLE (SQLSTATE 55000 and 57P01), and recovers', async () => {
      const scratch = await createScratchDatabase(serverUrl!);
      const name = new URL(scratch.url).pathname.slice(1);
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      await database.migrate();
      const app = await buildApp(await testConfig(), {
        database,
        mailer: new RecordingMailer(),
        logger: false,
      });
      const register = () =>
        app.inject({
          method: 'POST',
          url: API_ROUTES.auth.register,
          payload: {
            name: 'Ada',
            email: 'ada@example.com',
            password: 'a long enough passphrase',
            roles: ['student'],
          },
        });
      try {
        // Open connections end with 57P01; new ones are refused with 55000.
        await administer(serverUrl!, `alter database ${name} allow_connections false`);
        await administer(
          serverUrl!,
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
        );
        for (let attempt = 0; attempt < 3; attempt++) {
          const refused = await register();
          expect(refused.statusCode).toBe(503);
          expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        }
        await administer(serverUrl!, `alter database ${name} allow_connections true`);
        await expect.poll(async () => (await register()).statusCode, { timeout: 10_000 }).toBe(201);
      } finally {
        await app.close();
        await database.close();
        await scratch.drop();
      }
    });
  },
);
