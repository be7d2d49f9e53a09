// A class signing in at once while the app's pages load: 40 logins (argon2id) fired together, and
// meanwhile the app's main script asked for 20 times at once, against the same 20 asks with no
// login running. Password hashes share libuv's thread pool with the server's file reads, so this
// shows whether a burst of logins holds up the pages. Three rounds of each, in turn; run
// `npm run build` first, then `npm run bench:login-burst`.
import { existsSync, readdirSync } from 'node:fs';
import { loginRequest, percentile, startServer, stopServer, timedFetch } from './load-run.mjs';

const LOGINS = 40;
const SCRIPT_ASKS = 20;
const ROUNDS = 3;

const ASSETS = 'apps/web/dist/assets';
const script = existsSync(ASSETS)
  ? readdirSync(ASSETS).find((file) => file.startsWith('app-chrome-') && file.endsWith('.js'))
  : undefined;
if (!script) throw new Error('no built web app: run `npm run build` first');

const server = await startServer(['--import', 'tsx', `${import.meta.dirname}/bench-server.ts`], {
  BENCH_SEED: 'timeline',
  BENCH_TIMELINE_EVENTS: '10',
});
const origin = `http://127.0.0.1:${server.port}`;
const [student] = server.students;

/** The time `url` took to answer in full; a failed answer stops the bench. */
async function timed(url, init) {
  const { ms, ok, status } = await timedFetch(url, init);
  if (!ok) throw new Error(`${url} answered ${status}`);
  return ms;
}

const login = () => timed(`${origin}/api/auth/login`, loginRequest(student.email, server.password));
const askScript = () =>
  timed(`${origin}/assets/${script}`, { headers: { 'accept-encoding': 'br' } });

async function round(withLogins) {
  const logins = withLogins ? Array.from({ length: LOGINS }, login) : [];
  // The logins have reached the server and started hashing.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const scriptTimes = await Promise.all(Array.from({ length: SCRIPT_ASKS }, askScript));
  return { scriptTimes, loginTimes: await Promise.all(logins) };
}

const summary = (times) => {
  const sorted = times.toSorted((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(0)} / ${sorted.at(-1).toFixed(0)}`;
};

const rows = [];
try {
  for (let index = 0; index < ROUNDS; index++) {
    for (const withLogins of [false, true]) {
      const { scriptTimes, loginTimes } = await round(withLogins);
      rows.push({
        round: index + 1,
        logins: withLogins ? LOGINS : 0,
        'script p50 / max ms': summary(scriptTimes),
        'login p50 / max ms': withLogins ? summary(loginTimes) : '',
      });
    }
  }
} finally {
  await stopServer(server);
}
console.log(
  `The app's script asked ${SCRIPT_ASKS} times at once, alone and while ${LOGINS} logins run`,
);
console.table(rows);
