// A live class game with 200 players (Kahoot-style): every player answers each question, and the
// last answer closes it, so the server publishes the reveal (answer distribution and leaderboard)
// to all of them at once. Measures, per question, the time from the last answer being sent until
// the last player has the leaderboard. Players' sockets run in this process beside the server,
// so the figures are an upper bound. Run with `npm run bench:live-game` (200 players) or
// `npm run bench:live-game -- 300`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import {
  API_ROUTES,
  fillRoute,
  LIVE_GAME_LIMITS,
  LIVE_GAME_NAMESPACE,
  SOCKET_PATH,
  type LiveClientToServerEvents,
  type LiveGameView,
  type LiveServerToClientEvents,
} from '@chronodeck/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { classMembers } from '../apps/server/src/db/schema';
import { seedAccounts } from './seed-accounts';
import { latencyColumns } from './percentiles';

type LiveSocket = Socket<LiveServerToClientEvents, LiveClientToServerEvents>;
const PLAYERS = Number(process.argv[2] ?? 200);
const QUESTIONS = LIVE_GAME_LIMITS.questions;

const database = await openDatabase({ kind: 'pglite', directory: 'memory://' });
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-')),
  LOG_LEVEL: 'silent',
  LIVE_GAME_QUESTION_SECONDS: '120',
});
const app = await buildApp({ ...config, webDistDir: null }, { database, logger: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const sockets: LiveSocket[] = [];
const open = (token: string): Promise<LiveSocket> => {
  const socket: LiveSocket = connect(`${origin}${LIVE_GAME_NAMESPACE}`, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
  });
  sockets.push(socket);
  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
};

try {
  const [teacher] = await seedAccounts(database, 1, 'teacher');
  const students = await seedAccounts(database, PLAYERS, 'student');
  const headers = { authorization: `Bearer ${teacher!.token}`, 'content-type': 'application/json' };
  const post = async (url: string, body: object) => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<Record<string, string>>;
  };
  const { _id: classId } = await post(API_ROUTES.classes.list, { title: 'Bench class' });
  const classPath = (template: string) =>
    fillRoute(template, { classId: classId!, deckTitle: 'Live' });
  await post(classPath(API_ROUTES.classes.decks), { title: 'Live' });
  for (let card = 0; card < QUESTIONS; card++) {
    await post(classPath(API_ROUTES.classes.deckEvents), {
      title: `Event ${card}`,
      year: 1500 + card * 17,
      description: 'A bench card.',
    });
  }
  await database.db
    .insert(classMembers)
    .values(students.map((student) => ({ classId: classId!, studentId: student.id })));
  const { pin } = await post(classPath(API_ROUTES.classes.games), {
    deckTitle: 'Live',
    mode: 'guess-year',
  });

  const host = await open(teacher!.token);
  await host.emitWithAck('live:host', { pin });
  const players = await Promise.all(students.map((student) => open(student.token)));
  await Promise.all(players.map((player) => player.emitWithAck('live:join', { pin })));

  /** Resolves when every player has received a view in `phase`, with the time each got it. */
  const everyPlayerSees = (phase: LiveGameView['phase']) =>
    Promise.all(
      players.map(
        (player) =>
          new Promise<number>((resolve) => {
            const listener = (view: LiveGameView) => {
              if (view.phase !== phase) return;
              player.off('live:view', listener);
              resolve(performance.now());
            };
            player.on('live:view', listener);
          }),
      ),
    );

  const lastToAll: number[] = [];
  const perPlayer: number[] = [];
  for (let question = 0; question < QUESTIONS; question++) {
    const asked = everyPlayerSees('question');
    await host.emitWithAck('live:advance');
    await asked;
    const revealed = everyPlayerSees('reveal');
    const sends = players.map((player, index) =>
      player.emitWithAck('live:answer', { index: question, choice: index % 4 }),
    );
    const lastSent = performance.now();
    await Promise.all(sends);
    const arrivals = await revealed;
    lastToAll.push(Math.max(...arrivals) - lastSent);
    perPlayer.push(...arrivals.map((arrival) => arrival - lastSent));
    await host.emitWithAck('live:advance');
  }

  console.log(
    `live game, ${PLAYERS} players, ${QUESTIONS} questions: last answer sent → leaderboard on every phone`,
  );
  console.table([
    { measure: 'last player has it (per question)', ...latencyColumns(lastToAll) },
    { measure: 'each player has it', ...latencyColumns(perPlayer) },
  ]);
} finally {
  for (const socket of sockets) socket.disconnect();
  await app.close();
  await database.close();
}
