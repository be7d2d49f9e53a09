import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  SOCKET_PATH,
  type AccountSessionsResponse,
  type ClientToServerEvents,
  type LoginResponse,
  type ServerToClientEvents,
} from '@chronodeck/contract';
import {
  PASSWORD,
  requestPasswordReset,
  requestsAs,
  signedInUser,
  useTestApp,
} from '../../test/test-app';

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

/** A connected socket of the session behind `token`. */
async function connected(token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

/** Resolves with the reason once the server closes the socket. */
const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

/** Ada signed in twice: here (the caller) and on another device. */
async function twoDevices() {
  const ada = await signedInUser(context, { email: 'ada@example.com' });
  const other = await context.app.inject({
    method: 'POST',
    url: API_ROUTES.auth.login,
    payload: { email: ada.email, password: PASSWORD },
  });
  const otherToken = other.json<LoginResponse>().token;
  return {
    ada,
    here: await connected(ada.token),
    there: await connected(otherToken),
  };
}

describe('sockets of sessions that end on the account page', () => {
  it('close on the other devices when the password changes, and stay open here', async () => {
    const { ada, here, there } = await twoDevices();
    const closed = disconnection(there);
    const changed = await requestsAs(context, ada.token).put(API_ROUTES.account.password, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });

  it('close everywhere when the password is reset from the mail', async () => {
    const { ada, here, there } = await twoDevices();
    const closedHere = disconnection(here);
    const closedThere = disconnection(there);
    await context.app.inject({
      method: 'POST',
      url: API_ROUTES.auth.resetPassword,
      payload: {
        token: await requestPasswordReset(context, ada.email),
        password: 'a brand new passphrase',
      },
    });
    expect(await closedHere).toBe('io server disconnect');
    expect(await closedThere).toBe('io server disconnect');
  });

  it('close for the one session signed out from the list', async () => {
    const { ada, here, there } = await twoDevices();
    const listed = await requestsAs(context, ada.token).get(API_ROUTES.account.sessions);
    const other = listed.json<AccountSessionsResponse>().sessions.find((s) => !s.current);
    if (!other) throw new Error('the other session is not listed');
    const closed = disconnection(there);
    await requestsAs(context, ada.token).delete(
      fillRoute(API_ROUTES.account.session, { sessionId: other._id }),
    );
    expect(await closed).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });

  it('close on every other device at "sign out everywhere else"', async () => {
    const { ada, here, there } = await twoDevices();
    const closed = disconnection(there);
    await requestsAs(context, ada.token).delete(API_ROUTES.account.sessions);
    expect(await closed).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });
});
