// A mixed student workload (list decks, add a card, generate an offline deck, a research insight,
// and a login now and then) at 50 and 200 concurrent users, on PGlite and, when
// BENCH_DATABASE_URL names a server database, on PostgreSQL; beside a bare Fastify "hello" route
// measured in the same run. Each server runs in its own process. Run with `npm run bench:load`.
import { failures, load, percentile as at, startServer, stopServer as stop } from './load-run.mjs';

const DURATION_S = 8;
const CONCURRENCY = [50, 200];
const TOPICS = ['French Revolution', 'Cold War', 'Roman Empire', 'Vargas', 'printing press'];
const here = import.meta.dirname;

const run = (options) => load({ duration: DURATION_S, ...options });

function percentile(sorted, p) {
  const value = at(sorted, p);
  return Number.isNaN(value) ? '-' : value.toFixed(1);
}

function row(label, users, result) {
  const sorted = result.latencies.toSorted((a, b) => a - b);
  return {
    server: label,
    users,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(sorted, 50),
    'p95 ms': percentile(sorted, 95),
    'p99 ms': percentile(sorted, 99),
    failures: failures(result),
  };
}

function studentRequests({ students, password }) {
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
            password,
          }),
        };
      },
    },
  ];
}

const rows = [];
const hello = await startServer([`${here}/hello-server.mjs`]);
const targets = [{ label: 'PGlite', databaseUrl: '' }];
if (process.env.BENCH_DATABASE_URL) {
  targets.push({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL });
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
    const server = await startServer(['--import', 'tsx', `${here}/bench-server.ts`], {
      BENCH_DATABASE_URL: target.databaseUrl,
    });
    try {
      for (const users of CONCURRENCY) {
        const result = await run({
          url: `http://127.0.0.1:${server.port}`,
          connections: users,
          requests: studentRequests(server),
        });
        rows.push(row(`Chronodeck on ${target.label}`, users, result));
      }
    } finally {
      await stop(server);
    }
  }
} finally {
  await stop(hello);
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
