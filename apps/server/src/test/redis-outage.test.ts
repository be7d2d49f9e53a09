import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { relayTo } from './tcp-relay';
import { RecordingMailer, testConfig } from './test-app';
import { openTestDatabase } from './test-database';

const LOGIN_LIMIT = 3;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** An app whose login limit counts in the Redis at `redisUrl`; each request names its client. */
async function appWithRedis(redisUrl: string): Promise<FastifyInstance> {
  return buildApp(
    await testConfig((config) => ({
      ...config,
      redisUrl,
      trustProxy: { kind: 'hops', hops: 1 },
      auth: { ...config.auth, loginPerIp: { max: LOGIN_LIMIT, windowMs: 60_000 } },
    })),
    { database, mailer: new RecordingMailer(), logger: false },
  );
}

const wrongLogin = (app: FastifyInstance, clientAddress: string) =>
  app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    payload: { email: 'nobody@example.com', password: 'wrong password!' },
    headers: { 'x-forwarded-for': clientAddress },
  });

async function loginStatuses(app: FastifyInstance, clientAddress: string, attempts: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    statuses.push((await wrongLogin(app, clientAddress)).statusCode);
  }
  return statuses;
}

const health = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: API_ROUTES.health })).json<{
    status: string;
    redis?: string;
  }>();

const LIMITED = [...Array<number>(LOGIN_LIMIT).fill(401), 429];

describe('Redis refusing connections from the start', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithRedis('redis://127.0.0.1:1');
    await app.ready();
  });
  afterAll(() => app.close());

  it('leaves limited routes answering as usual, limited per instance', async () => {
    expect(await loginStatuses(app, '203.0.113.1', LOGIN_LIMIT + 1)).toEqual(LIMITED);
  });

  it('shows as degraded in health, which stays ok', async () => {
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'degraded' });
  });
});

describe('a Redis that accepts connections but never answers', () => {
  it('leaves limited routes answering as usual, and shows as degraded', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const app = await appWithRedis(`redis://127.0.0.1:${port}`);
    try {
      expect(await loginStatuses(app, '203.0.113.2', LOGIN_LIMIT + 1)).toEqual(LIMITED);
      expect(await health(app)).toMatchObject({ status: 'ok', redis: 'degraded' });
    } finally {
      await app.close();
      silent.close();
    }
  });
});

describe('health without Redis configured', () => {
  it('says nothing of Redis', async () => {
    const app = await buildApp(await testConfig(), {
      database,
      mailer: new RecordingMailer(),
      logger: false,
    });
    expect(await health(app)).not.toHaveProperty('redis');
    await app.close();
  });
});

const redisUrl = process.env.REDIS_URL || undefined;

describe.runIf(redisUrl)('Redis going away and coming back', () => {
  const relay = relayTo(new URL(redisUrl ?? 'redis://localhost'), 6379);
  let app: FastifyInstance;
  let direct: Redis;
  beforeAll(async () => {
    await relay.listen();
    const viaRelay = new URL(redisUrl!);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    app = await appWithRedis(viaRelay.toString());
    await app.ready();
    direct = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await app.close();
    direct.disconnect();
  });

  /** Whether the limit's counter for `clientAddress` is in Redis. */
  const countedInRedis = async (clientAddress: string) =>
    (await direct.keys(`*login:0:${clientAddress}`)).length > 0;
  /** A client address no earlier run counted, within a documentation range. */
  const unusedAddress = (range: string) => `${range}.${Math.floor(Math.random() * 250) + 1}`;

  it('counts per instance while it is away, and in Redis again once it is back', async () => {
    await expect.poll(async () => (await health(app)).redis).toBe('ok');
    const before = unusedAddress('198.51.100');
    await wrongLogin(app, before);
    expect(await countedInRedis(before)).toBe(true);

    await relay.cut();
    const during = unusedAddress('203.0.113');
    expect(await loginStatuses(app, during, LOGIN_LIMIT + 1)).toEqual(LIMITED);
    expect(await countedInRedis(during)).toBe(false);
    expect(await health(app)).toMatchObject({ status: 'ok', redis: 'degraded' });

    await relay.listen();
    await expect.poll(async () => (await health(app)).redis, { timeout: 10_000 }).toBe('ok');
    const after = unusedAddress('192.0.2');
    await wrongLogin(app, after);
    expect(await countedInRedis(after)).toBe(true);
  });
});
