// Live fan-out: a teacher adds a card to a class deck and every student of the class, each with
// an open socket.io connection, receives `teacher-deck-updated`. Measures the time from sending
// the teacher's request until the last student has the event. Run with `npm run bench:fanout`
// (200 students) or `npm run bench:fanout -- 1000`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { API_ROUTES, fillRoute, SOCKET_PATH } from '@chronodeck/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { classMembers } from '../apps/server/src/db/schema';
import { seedAccounts } from './seed-accounts';
import { latencyColumns } from './percentiles';

const STUDENTS = Number(process.argv[2] ?? 200);
const ROUNDS = 20;

const database = await openDatabase({ kind: 'pglite', directory: 'memory://' });
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-')),
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ ...config, webDistDir: null }, { database, logger: false });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

const sockets: Socket[] = [];
try {
  const [teacher] = await seedAccounts(database, 1, 'teacher');
  const students = await seedAccounts(database, STUDENTS, 'student');
  const headers = { authorization: `Bearer ${teacher!.token}`, 'content-type': 'application/json' };
  const created = (await (
    await fetch(`${origin}${API_ROUTES.classes.list}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Bench class' }),
    })
  ).json()) as { _id: string };
  const classPath = (template: string) =>
    fillRoute(template, { classId: created._id, deckTitle: 'Live' });
  await fetch(`${origin}${classPath(API_ROUTES.classes.decks)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Live' }),
  });
  await database.db
    .insert(classMembers)
    .values(students.map((student) => ({ classId: created._id, studentId: student.id })));

  let received = 0;
  let allReceived: () => void = () => undefined;
  for (const student of students) {
    const socket = connect(origin, {
      path: SOCKET_PATH,
      auth: { token: student.token },
      transports: ['websocket'],
    });
    socket.on('teacher-deck-updated', () => {
      received += 1;
      if (received === STUDENTS) allReceived();
    });
    sockets.push(socket);
  }
  await Promise.all(
    sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
    ),
  );

  const lastArrivals: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    received = 0;
    const everyone = new Promise<void>((resolve) => (allReceived = resolve));
    const started = performance.now();
    const response = await fetch(`${origin}${classPath(API_ROUTES.classes.deckEvents)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Card ${round}`,
        year: 1800 + round,
        description: 'Bench card.',
      }),
    });
    if (!response.ok) throw new Error(`add card answered ${response.status}`);
    await everyone;
    lastArrivals.push(performance.now() - started);
  }
  console.log(
    `teacher-deck-updated to ${STUDENTS} connected students (request sent → last student has it)`,
  );
  console.table([{ rounds: ROUNDS, ...latencyColumns(lastArrivals) }]);
} finally {
  for (const socket of sockets) socket.disconnect();
  await app.close();
  await database.close();
}
