// A mixed student workload (list decks, add a card, generate an offline deck, a research insight,
// and a login now and then) at 50 and 200 concurrent users, on PGlite and, when
// BENCH_DATABASE_URL names a server database, on PostgreSQL; beside a bare Fastify "hello" route
// measured in the same run. Each server runs in its own process. Run with `npm run bench:load`.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = 8;
const CONCURRENCY = [50, 200];
const TOPICS = ['French Revolution', 'Cold War', 'Roman Empire', 'Vargas', 'printing press'];
const here = import.meta.dirname;

function startServer(command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const stop = (server) =>
  new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const row = (label, users, result) => ({
  server: label,
  users,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p97.5 ms': result.latency.p97_5,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.non2xx,
});

function studentRequests(students) {
  let next = 0;
  const authorised = (build) => (request, context) => {
    context.student ??= students[next++ % students.length];
    return build(
      {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${context.student.token}` },
      },
      context,
    );
  };
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/student/decks', setupRequest: authorised((request) => request) },
    {
      method: 'POST',
      path: '/api/student/decks/Bench/events',
      headers: json,
      setupRequest: authorised((request) => ({
        ...request,
        body: JSON.stringify({
          title: 'Battle of Waterloo',
          year: 1815,
          description: 'Napoleon is defeated.',
        }),
      })),
    },
    {
      method: 'POST',
      path: '/ai/generate-deck',
      headers: json,
      setupRequest: authorised((request) => ({
        ...request,
        body: JSON.stringify({
          topic: TOPICS[Math.floor(Math.random() * TOPICS.length)],
          category: 'Events',
        }),
      })),
    },
    {
      method: 'POST',
      path: '/ai/research-assistant',
      headers: json,
      setupRequest: authorised((request) => ({
        ...request,
        body: JSON.stringify({ title: 'Storming of the Bastille', description: '' }),
      })),
    },
    { method: 'GET', path: '/api/student/decks', setupRequest: authorised((request) => request) },
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      setupRequest: (request, context) => {
        context.student ??= students[next++ % students.length];
        return {
          ...request,
          body: JSON.stringify({
            email: context.student.email,
            password: 'a long enough passphrase',
          }),
        };
      },
    },
  ];
}

async function scratchDatabase(serverUrl) {
  const name = `chronodeck_bench_${Date.now()}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const rows = [];
const hello = await startServer(process.execPath, [`${here}/hello-server.mjs`]);
const targets = [{ label: 'PGlite', env: {} }];
let scratch;
if (process.env.BENCH_DATABASE_URL) {
  scratch = await scratchDatabase(process.env.BENCH_DATABASE_URL);
  targets.push({ label: 'PostgreSQL', env: { BENCH_DATABASE_URL: scratch.url } });
}
try {
  for (const users of CONCURRENCY) {
    rows.push(
      row(
        'bare Fastify hello',
        users,
        await run({ url: `http://127.0.0.1:${hello.port}/hello`, connections: users }),
      ),
    );
  }
  for (const target of targets) {
    const server = await startServer(
      process.execPath,
      ['--import', 'tsx', `${here}/bench-server.ts`],
      {
        ...target.env,
        BENCH_DATABASE_URL: target.env.BENCH_DATABASE_URL ?? '',
      },
    );
    try {
      for (const users of CONCURRENCY) {
        const result = await run({
          url: `http://127.0.0.1:${server.port}`,
          connections: users,
          requests: studentRequests(server.students),
        });
        rows.push(row(`Chronodeck on ${target.label}`, users, result));
      }
    } finally {
      await stop(server);
    }
  }
} finally {
  await stop(hello);
  await scratch?.drop();
}
console.log(
  `Mixed student workload, ${DURATION_S} s per run (one request in six is a login, argon2id)`,
);
console.table(rows);
for (const users of CONCURRENCY) {
  const base = rows.find((entry) => entry.server === 'bare Fastify hello' && entry.users === users);
  for (const entry of rows.filter((candidate) => candidate.users === users && candidate !== base)) {
    console.log(
      `${entry.server} at ${users} users: ${(entry['req/s'] / base['req/s']).toFixed(3)} of bare Fastify`,
    );
  }
}
