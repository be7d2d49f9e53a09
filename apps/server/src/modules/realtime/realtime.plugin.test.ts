import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_COOKIE,
  SOCKET_PATH,
  type ClientToServerEvents,
  type DeckUpdatedPayload,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import { signedInUser, useTestApp } from '../../test/test-app';

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

function open(options: { token?: string; cookie?: string }): ClientSocket {
  const socket: ClientSocket = connect(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: ClientSocket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });

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
});
