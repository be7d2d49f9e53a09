import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { RecordingMailer, testConfig } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

/** Which address the server sees for a request, by the login limit it counts against. */
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const { trustProxy: trust } = loadConfig({ TRUST_PROXY: trustProxy });
  const app = await buildApp(
    await testConfig((config) => ({
      ...config,
      trustProxy: trust,
      auth: { ...config.auth, loginPerIp: { max: 3, windowMs: 60_000 } },
    })),
    { database, mailer: new RecordingMailer(), logger: false },
  );
  app.get('/test/client-address', { schema: { hide: true } }, (request) => ({ ip: request.ip }));
  return app;
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const from = (peer: string, forwardedFor: string) => ({
  remoteAddress: peer,
  headers: { 'x-forwarded-for': forwardedFor },
});

describe('TRUST_PROXY', () => {
  describe('as one hop (true)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appTrusting('true');
    });
    afterAll(() => app.close());

    it('takes the client from the entry the proxy appended, not the one the client wrote', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/test/client-address',
        ...from('10.9.9.9', '1.2.3.4, 203.0.113.7'),
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    });

    it('keeps counting logins for one client however it rotates the leftmost entry', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: API_ROUTES.auth.login,
          payload: { email: `guess${attempt}@example.com`, password: 'wrong password!' },
          ...from('10.9.9.9', `198.51.100.${attempt}, 203.0.113.8`),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });

  describe('as two hops', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appTrusting('2');
    });
    afterAll(() => app.close());

    it('takes the client from the second entry from the right', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/test/client-address',
        ...from('10.9.9.9', '1.2.3.4, 203.0.113.7, 10.0.0.2'),
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    });
  });

  describe('as a list of proxy addresses', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appTrusting('10.0.0.0/8,192.168.1.7');
    });
    afterAll(() => app.close());

    it('skips every hop from a trusted proxy and stops at the first other address', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/test/client-address',
        ...from('192.168.1.7', '1.2.3.4, 203.0.113.7, 10.1.2.3, 10.0.0.2'),
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    });

    it('ignores the header from a peer that is not a trusted proxy', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/test/client-address',
        ...from('203.0.113.9', '1.2.3.4'),
      });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    });
  });
});
