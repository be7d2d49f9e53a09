import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  LIVE_GAME_NAMESPACE,
  SESSION_COOKIE,
  SOCKET_PATH,
  type ClientToServerEvents,
  type DeckUpdatedPayload,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import { PASSWORD, signedInUser, useTestApp } from '../../test/test-app';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const context = useTestApp();
let origin = '';
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

interface OpenOptions {
  token?: string;
  cookie?: string;
  origin?: string;
  namespace?: string;
}

function open(options: OpenOptions): ClientSocket {
  const socket: ClientSocket = connect(`${origin}${options.namespace ?? ''}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: ClientSocket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });

/** Resolves with the reason once the server closes the socket. */
const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

describe('socket.io', () => {
  it('refuses a connection without a session', async () => {
    expect(await outcome(open({}))).toBe('unauthenticated');
  });

  it('refuses a connection with an unknown token', async () => {
    expect(await outcome(open({ token: 'made-up' }))).toBe('unauthenticated');
  });

  it('accepts the session cookie and delivers events addressed to that user only', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const bob = await signedInUser(context, { email: 'bob@example.com' });
    const adaSocket = open({ cookie: `${SESSION_COOKIE}=${ada.token}` });
    const bobSocket = open({ token: bob.token });
    expect(await outcome(adaSocket)).toBe('connected');
    expect(await outcome(bobSocket)).toBe('connected');

    const bobReceived: DeckUpdatedPayload[] = [];
    bobSocket.on('deck-updated', (payload) => bobReceived.push(payload));
    const adaReceives = new Promise<DeckUpdatedPayload>((resolve) =>
      adaSocket.on('deck-updated', resolve),
    );
    context.app.realtime.emitToUser(ada.userId, 'deck-updated', { deckTitle: 'Rome' });
    expect(await adaReceives).toEqual({ deckTitle: 'Rome' });
    expect(bobReceived).toEqual([]);
  });

  it('refuses a handshake from a page of another origin, even on the same host', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const cookie = `${SESSION_COOKIE}=${ada.token}`;
    const otherPort = new URL(origin);
    otherPort.port = '5555';
    expect(await outcome(open({ cookie, origin: otherPort.origin }))).not.toBe('connected');
    expect(await outcome(open({ cookie, origin: 'https://evil.example' }))).not.toBe('connected');
    expect(await outcome(open({ cookie, origin }))).toBe('connected');
    expect(await outcome(open({ cookie, origin: 'http://localhost:3000' }))).toBe('connected');
  });
});

describe('a socket ends with its session', () => {
  const api = (token: string) => ({ authorization: `Bearer ${token}` });

  it('closes when its session logs out, and only that session', async () => {
    const first = await signedInUser(context, { email: 'ada@example.com' });
    const second = await context.app.inject({
      method: 'POST',
      url: API_ROUTES.auth.login,
      payload: { email: 'ada@example.com', password: PASSWORD },
    });
    const ending = open({ token: first.token });
    const staying = open({ token: second.json<{ token: string }>().token });
    expect(await outcome(ending)).toBe('connected');
    expect(await outcome(staying)).toBe('connected');
    const closed = disconnection(ending);
    await context.app.inject({
      method: 'POST',
      url: API_ROUTES.auth.logout,
      headers: api(first.token),
    });
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
  });

  it('closes every socket of a deleted account, live-game ones too', async () => {
    const ada = await signedInUser(context, { email: 'ada@example.com' });
    const socket = open({ token: ada.token });
    const liveGame = open({ token: ada.token, namespace: LIVE_GAME_NAMESPACE });
    expect(await outcome(socket)).toBe('connected');
    expect(await outcome(liveGame)).toBe('connected');
    const closed = Promise.all([disconnection(socket), disconnection(liveGame)]);
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: API_ROUTES.account.account,
      headers: api(ada.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
