import type { ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_ROUTES,
  fillRoute,
  LIVE_GAME_NAMESPACE,
  SOCKET_PATH,
  type ClassSummary,
  type DeckUpdatedPayload,
  type LiveClientToServerEvents,
  type LiveGameCreated,
  type LiveGameView,
  type LiveServerToClientEvents,
} from '@chronodeck/contract';
import { outboxVerificationToken, processExited, startServerProcess } from './server-process';
import { createScratchDatabase } from './test-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const PASSWORD = 'a long enough passphrase';
interface Instance {
  origin: string;
  process: ChildProcess;
}

const startInstance = async (port: number, env: Record<string, string>): Promise<Instance> => ({
  origin: `http://127.0.0.1:${port}`,
  process: await startServerProcess(port, env),
});

/**
 * Two server processes behind an imaginary load balancer, sharing one PostgreSQL database and one
 * Redis (ARCHITECTURE.md "Scale-out path"). Runs in the `server:postgres` project when CI provides
 * both.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres' && serverUrl && redisUrl)(
  'two instances sharing PostgreSQL and Redis',
  () => {
    const instances: Instance[] = [];
    let dataDir = '';
    let drop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const scratch = await createScratchDatabase(serverUrl!);
      drop = scratch.drop;
      dataDir = await mkdtemp(path.join(tmpdir(), 'chronodeck-scale-'));
      const base = 4600 + Math.floor(Math.random() * 300);
      const env = {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl!,
        DATA_DIR: dataDir,
        APP_URL: 'http://app.test',
      };
      // Both start at once, as after a deploy: migrations must run exactly once between them.
      instances.push(
        ...(await Promise.all([startInstance(base, env), startInstance(base + 1, env)])),
      );
    }, 60_000);

    afterAll(async () => {
      for (const instance of instances) instance.process.kill('SIGTERM');
      await Promise.all(instances.map((instance) => processExited(instance.process)));
      await drop();
    });

    const call = (origin: string, url: string, body?: object, token?: string) =>
      fetch(`${origin}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    async function account(origin: string, email: string, roles: string[]): Promise<string> {
      await call(origin, API_ROUTES.auth.register, {
        name: email,
        email,
        password: PASSWORD,
        roles,
      });
      const token = await outboxVerificationToken(dataDir, email);
      await call(origin, API_ROUTES.auth.verify, { token });
      const login = await call(origin, API_ROUTES.auth.login, { email, password: PASSWORD });
      return ((await login.json()) as { token: string }).token;
    }

    it('accepts a session created on A at B', async () => {
      const [a, b] = instances;
      const token = await account(a!.origin, 'ada@example.com', ['student']);
      const me = await call(b!.origin, API_ROUTES.auth.me, undefined, token);
      expect(me.status).toBe(200);
    });

    it('delivers a live update caused on B to a student connected to A', async () => {
      const [a, b] = instances;
      const teacher = await account(b!.origin, 'grace@example.com', ['teacher']);
      const student = await account(a!.origin, 'bob@example.com', ['student']);
      const created = (await (
        await call(b!.origin, API_ROUTES.classes.list, { title: 'Scale-out 9B' }, teacher)
      ).json()) as ClassSummary;
      const classPath = (template: string) =>
        fillRoute(template, { classId: created._id, deckTitle: 'Live' });
      await call(b!.origin, classPath(API_ROUTES.classes.decks), { title: 'Live' }, teacher);
      expect(
        (await call(a!.origin, API_ROUTES.student.joinClass, { code: created._id }, student))
          .status,
      ).toBe(200);

      const socket = connect(a!.origin, {
        path: SOCKET_PATH,
        auth: { token: student },
        transports: ['websocket'],
      });
      const received: DeckUpdatedPayload[] = [];
      socket.on('teacher-deck-updated', (payload: DeckUpdatedPayload) => received.push(payload));
      await new Promise((resolve) => socket.once('connect', () => resolve(null)));

      const card = { title: 'Congress of Vienna', year: 1815, description: 'Europe is redrawn.' };
      expect(
        (await call(b!.origin, classPath(API_ROUTES.classes.deckEvents), card, teacher)).status,
      ).toBe(201);
      await expect.poll(() => received).toEqual([{ deckTitle: 'Live' }]);
      socket.disconnect();
    });

    it('plays one round of a live game across instances', async () => {
      const [a, b] = instances;
      const teacher = await account(a!.origin, 'hedy@example.com', ['teacher']);
      const students = [
        await account(a!.origin, 'dora@example.com', ['student']),
        await account(b!.origin, 'eve@example.com', ['student']),
      ];
      const created = (await (
        await call(a!.origin, API_ROUTES.classes.list, { title: 'Live 9C' }, teacher)
      ).json()) as ClassSummary;
      const classPath = (template: string) =>
        fillRoute(template, { classId: created._id, deckTitle: 'Revolutions' });
      await call(a!.origin, classPath(API_ROUTES.classes.decks), { title: 'Revolutions' }, teacher);
      for (const [title, year] of [
        ['Storming of the Bastille', 1789],
        ['Glorious Revolution', 1688],
      ] as const) {
        const card = { title, year, description: `${title}.` };
        expect(
          (await call(a!.origin, classPath(API_ROUTES.classes.deckEvents), card, teacher)).status,
        ).toBe(201);
      }
      for (const [student, origin] of [
        [students[0]!, a!.origin],
        [students[1]!, b!.origin],
      ] as const) {
        const joined = await call(
          origin,
          API_ROUTES.student.joinClass,
          { code: created._id },
          student,
        );
        expect(joined.status).toBe(200);
      }
      const started = await call(
        a!.origin,
        classPath(API_ROUTES.classes.games),
        { deckTitle: 'Revolutions', mode: 'true-false' },
        teacher,
      );
      expect(started.status).toBe(201);
      const { pin } = (await started.json()) as LiveGameCreated;

      type LiveSocket = Socket<LiveServerToClientEvents, LiveClientToServerEvents>;
      const live = async (origin: string, token: string) => {
        const socket: LiveSocket = connect(`${origin}${LIVE_GAME_NAMESPACE}`, {
          path: SOCKET_PATH,
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        const views: LiveGameView[] = [];
        socket.on('live:view', (view) => views.push(view));
        await new Promise((resolve) => socket.once('connect', () => resolve(null)));
        return { socket: socket.timeout(5_000), views, close: () => socket.disconnect() };
      };
      const projector = await live(a!.origin, teacher);
      const onA = await live(a!.origin, students[0]!);
      const onB = await live(b!.origin, students[1]!);
      expect(await projector.socket.emitWithAck('live:host', { pin })).toMatchObject({ ok: true });
      // The student on B joins the game A runs; a PIN no instance runs is not found there either.
      for (const player of [onA, onB]) {
        expect(await player.socket.emitWithAck('live:join', { pin })).toMatchObject({ ok: true });
      }
      const otherPin = pin === '123456' ? '654321' : '123456';
      expect(await onB.socket.emitWithAck('live:join', { pin: otherPin })).toEqual({
        ok: false,
        error: 'not-found',
      });
      expect(await onB.socket.emitWithAck('live:advance')).toEqual({ ok: false });

      expect(await projector.socket.emitWithAck('live:advance')).toEqual({ ok: true });
      for (const player of [onA, onB]) {
        await expect.poll(() => player.views.some((view) => view.phase === 'question')).toBe(true);
        expect(await player.socket.emitWithAck('live:answer', { index: 0, choice: 0 })).toEqual({
          accepted: true,
        });
      }
      expect(await onB.socket.emitWithAck('live:answer', { index: 0, choice: 1 })).toEqual({
        accepted: false,
      });
      // Both answered, so A reveals at once, to the screens on both instances.
      for (const screen of [projector, onA, onB]) {
        await expect
          .poll(() => screen.views.find((view) => view.phase === 'reveal'))
          .toMatchObject({ index: 0, distribution: [2, 0], standings: expect.any(Array) });
      }
      const reveal = onB.views.find((view) => view.phase === 'reveal');
      expect(reveal?.phase === 'reveal' && reveal.standings.map((row) => row.name).sort()).toEqual([
        'dora@example.com',
        'eve@example.com',
      ]);
      for (const screen of [projector, onA, onB]) screen.close();
    });

    it('closes a socket on A when its session logs out on B', async () => {
      const [a, b] = instances;
      const token = await account(a!.origin, 'carol@example.com', ['student']);
      const socket = connect(a!.origin, {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise((resolve) => socket.once('connect', () => resolve(null)));
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await call(b!.origin, API_ROUTES.auth.logout, {}, token)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
    });

    // A keeps sessions it served in memory for seconds (session-cache.ts): B's change must reach
    // it through Redis well before that.
    it('refuses at A, within a second, a session A just served and B signed out', async () => {
      const [a, b] = instances;
      const token = await account(a!.origin, 'dora@example.com', ['student']);
      expect((await call(a!.origin, API_ROUTES.auth.me, undefined, token)).status).toBe(200);
      expect((await call(b!.origin, API_ROUTES.auth.logout, {}, token)).status).toBe(200);
      await vi.waitFor(
        async () =>
          expect((await call(a!.origin, API_ROUTES.auth.me, undefined, token)).status).toBe(401),
        { timeout: 1_000, interval: 50 },
      );
    });
  },
);
