// The reads a class produces at 9 a.m., at 100 connections for 10 s each after 2 s of warm-up: a
// student's own decks (5 decks × 10 cards), their timeline (10 events) and their class's shared
// decks (5 × 10), for a class of 30 students; then a login burst (the 30 students signing in at
// once). Beside a bare Fastify "hello" route measured in the same run, each server in its own
// process, on PGlite and, when BENCH_DATABASE_URL names a server database, on PostgreSQL. Run with
// `npm run bench:decks`. Every read asks for a compressed answer as a browser does
// (BENCH_ACCEPT_ENCODING, default `gzip, deflate, br`; `identity` asks for none).
import {
  failures,
  load as run,
  loginRequest,
  percentile,
  startServer,
  stopServer as stop,
  timedFetch,
} from './load-run.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Load before each measured run, not counted: the JIT and the caches warm up as in a real day. */
const WARM_UP_S = 2;
const CONNECTIONS = 100;
const READS = {
  'GET /api/student/decks': '/api/student/decks',
  'GET /api/student/custom-timeline': '/api/student/custom-timeline',
  'GET /api/student/shared-decks': '/api/student/shared-decks',
};
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const here = import.meta.dirname;

const load = (options) => run({ duration: DURATION_S, connections: CONNECTIONS, ...options });

function row(server, route, result, bare) {
  const reqPerSecond = result.requests.average;
  const sorted = result.latencies.toSorted((a, b) => a - b);
  return {
    server,
    route,
    'req/s': Math.round(reqPerSecond),
    'of bare': bare ? `${((100 * reqPerSecond) / bare).toFixed(1)}%` : '',
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p99 ms': percentile(sorted, 99).toFixed(1),
    failures: failures(result),
  };
}

/** Each connection reads as one of the students, in turn, with their bearer token. */
function asStudents(students, path) {
  let next = 0;
  return [
    {
      method: 'GET',
      path,
      setupRequest: (request, context) => {
        context.student ??= students[next++ % students.length];
        return {
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${context.student.token}`,
            'accept-encoding': ACCEPT_ENCODING,
          },
        };
      },
    },
  ];
}

/** Every student signs in at once; the time each waited for its answer. */
async function loginBurst(server) {
  const url = `http://127.0.0.1:${server.port}/api/auth/login`;
  const times = await Promise.all(
    server.students.map(({ email }) => timedFetch(url, loginRequest(email, server.password))),
  );
  const sorted = times.map((time) => time.ms).toSorted((a, b) => a - b);
  return {
    logins: times.length,
    'p50 ms': percentile(sorted, 50).toFixed(0),
    'max ms': sorted.at(-1).toFixed(0),
    errors: times.filter((time) => !time.ok).length,
  };
}

const hello = await startServer([`${here}/hello-server.mjs`]);
const helloUrl = `http://127.0.0.1:${hello.port}/hello`;
const helloHeaders = { 'accept-encoding': ACCEPT_ENCODING };
await load({ url: helloUrl, headers: helloHeaders, duration: WARM_UP_S });
const bareRun = await load({ url: helloUrl, headers: helloHeaders });
await stop(hello);
const bare = bareRun.requests.average;
const rows = [row('bare Fastify', 'GET /hello', bareRun, bare)];
const bursts = [];

const targets = [{ label: 'PGlite', databaseUrl: '' }];
if (process.env.BENCH_DATABASE_URL) {
  targets.push({ label: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL });
}
for (const target of targets) {
  const server = await startServer(['--import', 'tsx', `${here}/bench-server.ts`], {
    BENCH_DATABASE_URL: target.databaseUrl,
    BENCH_SEED: 'class',
  });
  try {
    for (const [route, path] of Object.entries(READS)) {
      const reads = {
        url: `http://127.0.0.1:${server.port}`,
        requests: asStudents(server.students, path),
      };
      await load({ ...reads, duration: WARM_UP_S });
      rows.push(row(target.label, route, await load(reads), bare));
    }
    bursts.push({ server: target.label, ...(await loginBurst(server)) });
  } finally {
    await stop(server);
  }
}
console.log(
  `Hot reads of a class of 30 students, ${CONNECTIONS} connections, ${DURATION_S} s per route, ` +
    `Accept-Encoding: ${ACCEPT_ENCODING}`,
);
console.table(rows);
console.log('Login burst: every student of the class signs in at once (argon2id)');
console.table(bursts);
