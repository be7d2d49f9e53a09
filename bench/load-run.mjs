// What the load benches share: servers started in their own process, and autocannon runs that keep
// every response time (its histogram has p97.5 but no p95).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * Starts `node <args>` and resolves with `{ child, ...ready }` once the process prints its first
 * line, the JSON of what it serves (bench-server.ts, hello-server.mjs).
 */
export function startServer(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export const stopServer = (server) =>
  new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });

/**
 * An autocannon run; resolves with its result, `latencies` (every response time in ms) and
 * `refusals`, how many answers came with each status other than 2xx ("409": 12).
 */
export function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const refusals = {};
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, latencies, refusals }),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status < 200 || status > 299) refusals[status] = (refusals[status] ?? 0) + 1;
    });
  });
}

/** A run's answers other than 2xx and its socket errors, for a table: "409×12 socket errors×3". */
export const failures = (result) =>
  [
    ...Object.entries(result.refusals).map(([status, count]) => `${status}×${count}`),
    ...(result.errors > 0 ? [`socket errors×${result.errors}`] : []),
  ].join(' ') || 'none';

/** One request, timed from asking until the whole answer has arrived: `{ ms, ok, status }`. */
export async function timedFetch(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, ok: response.ok, status: response.status };
}

/** What a login form sends, for `fetch`. */
export const loginRequest = (email, password) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password }),
});

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
