// One anonymous client flooding the three AI routes with the costliest prompts there are (one-letter
// words, longest texts, each prompt new so nothing comes from the cache), CONCURRENCY at a time,
// while /api/health is timed every few milliseconds. Prints health latency at rest and under the
// flood, and the flood's status counts. Runs the built server (`npm run build` first) on a fresh
// PGlite database, or the server at GUEST_FLOOD_URL. Run with `npm run bench:guest-flood`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_ROUTES,
  EVENT_LIMITS,
  INSIGHT_LIMITS,
  SUMMARY_PROMPT_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
} from '@chronodeck/contract';
import { loadConfig } from '../apps/server/src/config';
import { percentile } from './percentiles';

const CONCURRENCY = Number(process.env.GUEST_FLOOD_CONCURRENCY ?? 4);
/** The guest budget and a fifth more, so the flood also meets the limit. */
const REQUESTS = Number(
  process.env.GUEST_FLOOD_REQUESTS ?? Math.round(loadConfig({}).ai.requestsPerIp.max * 1.2),
);
const HEALTH_EVERY_MS = 20;
const SERVER = path.join(import.meta.dirname, '../apps/server/dist/main.js');

const LETTERS = 'bcdefghijklmnopqrstuvwxyz';

/** `count` one-letter words in a random order: each used to match a third of the catalogue. */
function letterWords(count: number): string {
  return Array.from({ length: count }, () => LETTERS[Math.floor(Math.random() * 25)]).join(' ');
}

function longText(maxLength: number): string {
  return letterWords(maxLength).slice(0, maxLength);
}

const FLOOD = [
  () => ({
    url: API_ROUTES.ai.generateDeck,
    body: { topic: letterWords((TOPIC_MAX_LENGTH + 1) / 2), category: 'Events' },
  }),
  () => ({
    url: API_ROUTES.ai.researchAssistant,
    body: {
      title: longText(INSIGHT_LIMITS.title),
      description: longText(INSIGHT_LIMITS.description),
    },
  }),
  () => ({
    url: API_ROUTES.generateSummary,
    body: {
      prompt: longText(SUMMARY_PROMPT_MAX_LENGTH),
      event: {
        title: longText(EVENT_LIMITS.title),
        year: 1000 + Math.floor(Math.random() * 1000),
        description: longText(EVENT_LIMITS.description),
      },
    },
  }),
];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * CPU time of the server's main thread (its event loop) so far, in ms, read from Linux's /proc;
 * undefined elsewhere, or for a server this bench did not start.
 */
function eventLoopCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13);
    return ((Number(utime) + Number(stime)) * 1000) / 100;
  } catch {
    return undefined;
  }
}

async function startServer(): Promise<{ origin: string; child?: ChildProcess }> {
  if (process.env.GUEST_FLOOD_URL) return { origin: process.env.GUEST_FLOOD_URL };
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-flood-')),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  // A fresh PGlite database migrates first: seconds on a busy machine.
  for (let attempt = 0; attempt < 1200 && !exited; attempt++) {
    if (
      await fetch(`${origin}${API_ROUTES.health}`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { origin, child };
    }
    await sleep(100);
  }
  child.kill();
  throw new Error(`the server at ${SERVER} did not start; run \`npm run build\` first`);
}

async function timeHealth(origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${API_ROUTES.health}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

async function sampleHealth(origin: string, until: () => boolean): Promise<number[]> {
  const timings: number[] = [];
  while (!until()) {
    timings.push(await timeHealth(origin));
    await sleep(HEALTH_EVERY_MS);
  }
  return timings;
}

async function flood(origin: string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  async function client() {
    while (next < REQUESTS) {
      const { url, body } = FLOOD[next++ % FLOOD.length]!();
      const response = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return statuses;
}

const latencyRow = (label: string, timings: number[]) => {
  const sorted = timings.toSorted((a, b) => a - b);
  return {
    '/api/health': label,
    samples: sorted.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(1),
  };
};

const { origin, child } = await startServer();
try {
  const atRest = await sampleHealth(
    origin,
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + 2000),
  );
  let flooding = true;
  const started = performance.now();
  const cpuBefore = eventLoopCpuMs(child?.pid);
  const [statuses, underFlood] = await Promise.all([
    flood(origin).finally(() => (flooding = false)),
    sampleHealth(origin, () => !flooding),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = eventLoopCpuMs(child?.pid);
  console.log(
    `Guest flood on ${origin}: ${REQUESTS} AI requests, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s`,
  );
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const perRequest = (cpuAfter - cpuBefore) / REQUESTS;
    console.log(`Server event loop CPU: ${perRequest.toFixed(2)} ms per flood request`);
  }
  console.table([latencyRow('at rest', atRest), latencyRow('under the flood', underFlood)]);
  console.table(
    Object.fromEntries(
      [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => [status, { requests: n }]),
    ),
  );
} finally {
  child?.kill('SIGTERM');
}
