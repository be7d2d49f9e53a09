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

/** An autocannon run; resolves with its result and `latencies`, every response time in ms. */
export function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
