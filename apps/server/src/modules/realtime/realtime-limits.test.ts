import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_GAME_NAMESPACE, SOCKET_PATH } from '@chronodeck/contract';
import { signedInUser, useTestApp } from '../../test/test-app';

const SOCKETS_PER_USER = 3;
const SESSION_LIFETIME_MS = 3_000;

const context = useTestApp((config) => ({
  ...config,
  realtime: { socketsPerUser: SOCKETS_PER_USER },
  auth: { ...config.auth, sessionLifetimeMs: SESSION_LIFETIME_MS },
}));
let origin = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(token: string, namespace = ''): Socket {
  const socket = connect(`${origin}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });

describe('socket limits', () => {
  it('caps the sockets one account holds open, and frees a place when one closes', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const allowed = Array.from({ length: SOCKETS_PER_USER }, () => open(ada.token));
    expect(await Promise.all(allowed.map(outcome))).toEqual(
      Array(SOCKETS_PER_USER).fill('connected'),
    );
    expect(await outcome(open(ada.token))).toBe('too-many-connections');

    const bob = await signedInUser(context, { email: 'bob@example.com' });
    expect(await outcome(open(bob.token))).toBe('connected');

    allowed[0]?.disconnect();
    await expect.poll(async () => outcome(open(ada.token))).toBe('connected');
  });

  it('counts live-game sockets within the same cap', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const allowed = Array.from({ length: SOCKETS_PER_USER }, () =>
      open(ada.token, LIVE_GAME_NAMESPACE),
    );
    expect(await Promise.all(allowed.map(outcome))).toEqual(
      Array(SOCKETS_PER_USER).fill('connected'),
    );
    expect(await outcome(open(ada.token, LIVE_GAME_NAMESPACE))).toBe('too-many-connections');
    expect(await outcome(open(ada.token))).toBe('too-many-connections');
  });

  it.each([
    ['the app', ''],
    ['a live game', LIVE_GAME_NAMESPACE],
  ])('disconnects a socket of %s when its session expires', async (_, namespace) => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const socket = open(ada.token, namespace);
    expect(await outcome(socket)).toBe('connected');
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});
