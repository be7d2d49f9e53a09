import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, ERROR_CODES, EVENT_LIMITS, fillRoute } from '@chronodeck/contract';
import { buildApp } from '../app';
import {
  RecordingMailer,
  requestsAs,
  signedInUser,
  testConfig,
  useTestApp,
} from '../test/test-app';
import { openTestDatabase } from '../test/test-database';

const context = useTestApp();

/** The answer must be the product's `{ error, code }`, with a code from the catalogue. */
function expectCatalogueError(body: string, status: number, code: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'error']);
  expect(ERROR_CODES).toContain(parsed['code']);
  expect(parsed).toMatchObject({ code, error: expect.any(String) });
  expect(status).toBeGreaterThanOrEqual(400);
}

const json = { 'content-type': 'application/json' };

const FRAMEWORK_ERRORS: [string, InjectOptions, number, string][] = [
  ['an unknown route', { method: 'GET', url: '/api/no-such-thing' }, 404, 'NOT_FOUND'],
  ['a method the route lacks', { method: 'PATCH', url: API_ROUTES.health }, 404, 'NOT_FOUND'],
  [
    'an unsupported content type',
    {
      method: 'POST',
      url: API_ROUTES.auth.login,
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    },
    415,
    'MALFORMED_REQUEST',
  ],
  [
    'an unparsable content type',
    {
      method: 'POST',
      url: API_ROUTES.auth.login,
      headers: { 'content-type': ';;' },
      payload: '{}',
    },
    415,
    'MALFORMED_REQUEST',
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: API_ROUTES.auth.login, headers: json, payload: '' },
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'malformed JSON',
    { method: 'POST', url: API_ROUTES.auth.login, headers: json, payload: '{"email":' },
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a prototype-poisoning body',
    { method: 'POST', url: API_ROUTES.auth.login, headers: json, payload: '{"__proto__":{"a":1}}' },
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a bad percent-encoding in the path',
    { method: 'GET', url: `${API_ROUTES.catalogue.events}/%E0%A4%A` },
    400,
    'MALFORMED_REQUEST',
  ],
  [
    'a path segment longer than any deck title can be',
    {
      method: 'GET',
      url: `${API_ROUTES.catalogue.events}/${'a'.repeat(EVENT_LIMITS.deckTitle + 1)}`,
    },
    414,
    'MALFORMED_REQUEST',
  ],
  [
    'a body over the size limit',
    {
      method: 'POST',
      url: API_ROUTES.auth.login,
      headers: json,
      payload: JSON.stringify({ email: 'x'.repeat(200 * 1024) }),
    },
    413,
    'PAYLOAD_TOO_LARGE',
  ],
];

describe('errors the framework raises itself', () => {
  it.each(FRAMEWORK_ERRORS)(
    '%s answers { error, code } from the catalogue',
    async (_, request, status, code) => {
      const response = await context.app.inject(request);
      expect(response.statusCode).toBe(status);
      expectCatalogueError(response.body, response.statusCode, code);
    },
  );

  it('still lets the longest deck title through, however long it is encoded', async () => {
    const user = await signedInUser(context, { roles: ['teacher'] });
    const as = requestsAs(context, user.token);
    const schoolClass = (await as.post(API_ROUTES.classes.list, { title: 'History' })).json<{
      _id: string;
    }>();
    // The router measures a segment decoded, so the 100 characters of a title are 100 there too.
    const title = 'WW1/WW2 %#?'
      .repeat(EVENT_LIMITS.deckTitle / 10)
      .slice(0, EVENT_LIMITS.deckTitle);
    const created = await as.post(
      fillRoute(API_ROUTES.classes.decks, { classId: schoolClass._id }),
      {
        title,
      },
    );
    expect(created.statusCode).toBe(201);
    const url = fillRoute(API_ROUTES.classes.deckEvents, {
      classId: schoolClass._id,
      deckTitle: title,
    });
    const card = {
      title: 'Fall of Rome',
      year: 476,
      category: 'Antiquity',
      description: 'The end.',
    };
    expect((await as.post(url, card)).statusCode).toBe(201);
  });
});

describe('requests the HTTP parser refuses', () => {
  let port = 0;
  beforeAll(async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and reads the whole answer; the server closes the connection after it. */
  const rawRequest = (bytes: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
    });

  const statusAndBody = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body };
  };

  it.each([
    ['a garbled request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
    [
      'headers over the size limit',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('%s answers { error, code } from the catalogue', async (_, bytes, status) => {
    const answer = statusAndBody(await rawRequest(bytes));
    expect(answer.status).toBe(status);
    expectCatalogueError(answer.body, answer.status, 'MALFORMED_REQUEST');
  });
});

describe('a request arriving while the server drains', () => {
  it('answers 503 SERVICE_UNAVAILABLE from the catalogue', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(await testConfig(), {
      database,
      mailer: new RecordingMailer(),
      logger: false,
    });
    // Draining holds here until the test has sent its request, as slow shutdown work would.
    let drainStarted: () => void = () => undefined;
    const draining = new Promise<void>((resolve) => (drainStarted = resolve));
    let finishDraining: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => (finishDraining = resolve));
    app.addHook('preClose', async () => {
      drainStarted();
      await drained;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    const answered = () =>
      new Promise<void>((resolve) =>
        socket.once('data', (chunk: string) => resolve(void (answer = chunk))),
      );
    const health = `GET ${API_ROUTES.health} HTTP/1.1\r\nHost: x\r\n\r\n`;
    socket.write(health);
    await answered();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);

    const closing = app.close();
    await draining;
    socket.write(health);
    await answered();
    finishDraining();
    socket.destroy();
    await closing;
    await database.close();

    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expectCatalogueError(body, 503, 'SERVICE_UNAVAILABLE');
  });
});
