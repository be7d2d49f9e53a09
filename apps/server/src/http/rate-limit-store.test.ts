import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failFastOptions, watchRedis } from '../redis/redis-client';
import { relayTo } from '../test/tcp-relay';
import { redisOrLocalStore } from './rate-limit-store';

const LIMIT = 5;
const WINDOW_MS = 60 * 60_000;

/** One RESP command, `*N\r\n` then N `$len\r\narg\r\n`, from the front of `text`; undefined until all of it arrived. */
function parseCommand(text: string): { args: string[]; length: number } | undefined {
  const header = /^\*(\d+)\r\n/.exec(text);
  if (!header) return undefined;
  let offset = header[0].length;
  const args: string[] = [];
  for (let index = 0; index < Number(header[1]); index++) {
    const size = /^\$(\d+)\r\n/.exec(text.slice(offset));
    if (!size) return undefined;
    const start = offset + size[0].length;
    const end = start + Number(size[1]);
    if (text.length < end + 2) return undefined;
    args.push(text.slice(start, end));
    offset = end + 2;
  }
  return { args, length: offset };
}

/**
 * Just enough of Redis for ioredis and the rate-limit store, so no Redis server is needed: it
 * answers the connection's set-up (CLIENT, INFO) and counts each run of the limit script per key.
 * Paused, it holds every answer back, like a Redis that hangs, and sends them in order on resume.
 */
async function fakeRedis() {
  const counts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const held: (() => void)[] = [];
  let paused = false;
  let scriptCalls = 0;

  const answer = ([name = '', ...args]: string[]): string => {
    switch (name.toUpperCase()) {
      case 'INFO': {
        const info = 'loading:0\r\n';
        return `$${info.length}\r\n${info}\r\n`;
      }
      case 'EVALSHA':
      case 'EVAL': {
        // EVALSHA sha 1 key timeWindow max …
        const [, , key = '', timeWindow = '0'] = args;
        const current = (counts.get(key) ?? 0) + 1;
        counts.set(key, current);
        return `*2\r\n:${current}\r\n:${timeWindow}\r\n`;
      }
      default:
        return '+OK\r\n';
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('latin1');
    let pending = '';
    socket.on('data', (chunk: string) => {
      pending += chunk;
      for (let command = parseCommand(pending); command; command = parseCommand(pending)) {
        pending = pending.slice(command.length);
        const { args } = command;
        if (/^EVAL(SHA)?$/i.test(args[0] ?? '')) scriptCalls++;
        const reply = () => {
          if (!socket.destroyed) socket.write(answer(args));
        };
        if (paused) held.push(reply);
        else reply();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: new URL(`redis://127.0.0.1:${(server.address() as AddressInfo).port}`),
    /** Whether the limit script counted a key ending with `suffix`. */
    counted: (suffix: string) => [...counts.keys()].some((key) => key.endsWith(suffix)),
    /** How often the limit script was sent, answered or not. */
    get scriptCalls() {
      return scriptCalls;
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const reply of held.splice(0)) reply();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface LogLine {
  level: number;
  redis?: string;
  msg: string;
}

const ROUTES = ['/first', '/second'] as const;
type Route = (typeof ROUTES)[number];

/**
 * The store as app.ts wires it (one client, one watch, two limited routes sharing it), on a
 * logger the test reads. Each request names its client address.
 */
async function limitedApp(redisUrl: string) {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    },
  });
  const client = new Redis(
    redisUrl,
    failFastOptions({ commandMs: 500, connectMs: 1000, reconnectMaxDelayMs: 200 }),
  );
  const watch = watchRedis(client, 'rate limits', app.log);
  await app.register(rateLimit, { global: false, store: redisOrLocalStore(client, watch) });
  const limited = { config: { rateLimit: { max: LIMIT, timeWindow: WINDOW_MS } } };
  for (const route of ROUTES) app.get(route, limited, async () => 'ok');
  app.addHook('onClose', async () => {
    client.disconnect();
  });
  await app.ready();

  return {
    app,
    client,
    watch,
    request: async (url: Route, clientAddress: string) =>
      (await app.inject({ method: 'GET', url, remoteAddress: clientAddress })).statusCode,
    /** The rate-limit store's Redis lines, by level. */
    redisLog: () =>
      lines
        .filter((line) => line.redis === 'rate limits')
        .map((line) => (line.level === 40 ? 'warn' : line.level === 30 ? 'info' : line.level)),
  };
}

/**
 * `count` requests per route from `clientAddress`, all at once: their statuses, in order. Kept
 * under the limit: the plugin reads a memory count after an await, so a same-tick burst sees its
 * final count.
 */
async function burst(
  request: (url: Route, clientAddress: string) => Promise<number>,
  clientAddress: string,
  count: number,
) {
  return Promise.all(
    ROUTES.flatMap((url) => Array.from({ length: count }, () => request(url, clientAddress))),
  );
}

const nextError = (client: Redis) =>
  new Promise<void>((resolve) => client.once('error', () => resolve()));

describe('the rate-limit store while Redis is away', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('logs one warning however many requests arrive while the connection is refused, and one line when it is back', async () => {
    const redis = await fakeRedis();
    cleanups.push(redis.close);
    const relay = relayTo(redis.url, 6379);
    await relay.listen();
    cleanups.push(relay.cut);
    const { app, client, watch, request, redisLog } = await limitedApp(
      `redis://127.0.0.1:${relay.port}`,
    );
    cleanups.push(() => app.close());

    await expect.poll(() => watch.state).toBe('ok');
    expect(await request('/first', '198.51.100.1')).toBe(200);
    expect(redis.counted('198.51.100.1')).toBe(true);

    await relay.cut();
    // Several reconnections fail while requests keep coming, each round beyond the limit.
    for (const round of [1, 2, 3]) {
      await nextError(client);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LIMIT + 2; attempt++) {
        for (const route of ROUTES) statuses.push(await request(route, `203.0.113.${round}`));
      }
      // Limited per instance: each route lets LIMIT through, then refuses.
      expect(statuses).toEqual([
        ...Array<number>(2 * LIMIT).fill(200),
        ...Array<number>(4).fill(429),
      ]);
      expect(redis.counted(`203.0.113.${round}`)).toBe(false);
    }
    expect(redisLog()).toEqual(['warn']);

    await relay.listen();
    await expect.poll(() => watch.state, { timeout: 10_000 }).toBe('ok');
    expect(await burst(request, '192.0.2.1', 3)).toEqual(Array<number>(6).fill(200));
    expect(redis.counted('192.0.2.1')).toBe(true);
    expect(redisLog()).toEqual(['warn', 'info']);
  });

  it('logs one warning however many commands time out against a Redis that hangs, and one line when it answers again', async () => {
    const redis = await fakeRedis();
    cleanups.push(redis.close);
    const { app, watch, request, redisLog } = await limitedApp(redis.url.toString());
    cleanups.push(() => app.close());
    await expect.poll(() => watch.state).toBe('ok');
    expect(await request('/first', '198.51.100.2')).toBe(200);

    // After a failed command the store leaves Redis alone for a while; only Date is faked, so
    // moving it on makes each round try Redis again without waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    redis.pause();
    for (const round of [1, 2, 3]) {
      vi.setSystemTime(Date.now() + 30_000);
      const askedBefore = redis.scriptCalls;
      expect(await burst(request, `203.0.113.${10 + round}`, 3)).toEqual(
        Array<number>(6).fill(200),
      );
      // Each round asked Redis again, and each of those commands timed out.
      expect(redis.scriptCalls).toBeGreaterThan(askedBefore);
      expect(watch.state).toBe('degraded');
    }
    expect(redisLog()).toEqual(['warn']);

    redis.resume();
    vi.setSystemTime(Date.now() + 30_000);
    expect(await burst(request, '192.0.2.2', 3)).toEqual(Array<number>(6).fill(200));
    expect(redis.counted('192.0.2.2')).toBe(true);
    expect(watch.state).toBe('ok');
    expect(redisLog()).toEqual(['warn', 'info']);
  });
});
