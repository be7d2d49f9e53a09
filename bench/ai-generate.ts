// Offline deck generation and research insights through the real server over HTTP: first asks and
// repeats (both computed by the offline provider, which answers faster than a cache would).
// Run with `npm run bench:ai`; prints one table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES } from '@chronodeck/contract';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { percentile } from './percentiles';

const TOPICS = [
  'French Revolution',
  'Cold War',
  'Roman Empire',
  'Vargas',
  'printing press',
  'slavery',
  'World War II',
  'Napoleon',
  'independence of Brazil',
  'Ottoman Empire',
  'space race',
  'Renaissance',
  'industrial revolution',
  'apartheid',
  'Ming dynasty',
  'Aztec',
  'Reformation',
  'decolonization of Africa',
  'Meiji',
  'Crusades',
];
const CATEGORIES = ['Events', 'Concepts', 'Key_Figures'] as const;
const REPEATS = 5;

async function timed(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const row = (operation: string, timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    operation,
    requests: sorted.length,
    'p50 ms': percentile(sorted, 50).toFixed(2),
    'p95 ms': percentile(sorted, 95).toFixed(2),
    'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(2),
  };
};

const database = await openDatabase({ kind: 'pglite', directory: 'memory://' });
await database.migrate();
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-')),
  LOG_LEVEL: 'silent',
});
const app = await buildApp(
  {
    ...config,
    webDistDir: null,
    ai: { ...config.ai, requestsPerIp: { max: 1_000_000, windowMs: 60_000 } },
  },
  { database, logger: false },
);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const deckRequests = TOPICS.flatMap((topic) =>
    CATEGORIES.map((category) => ({ topic, category, language: 'en' })),
  );
  const generateUrl = `${origin}${API_ROUTES.ai.generateDeck}`;
  const insightUrl = `${origin}${API_ROUTES.ai.researchAssistant}`;
  const insightRequests = TOPICS.map((title) => ({ title, description: '', language: 'en' }));

  const firstDecks: number[] = [];
  for (const request of deckRequests) firstDecks.push(await timed(generateUrl, request));
  const repeatedDecks: number[] = [];
  for (let round = 0; round < REPEATS; round++) {
    for (const request of deckRequests) repeatedDecks.push(await timed(generateUrl, request));
  }
  const firstInsights: number[] = [];
  for (const request of insightRequests) firstInsights.push(await timed(insightUrl, request));
  const repeatedInsights: number[] = [];
  for (let round = 0; round < REPEATS; round++) {
    for (const request of insightRequests) repeatedInsights.push(await timed(insightUrl, request));
  }

  console.log('Offline AI provider over HTTP, on worker threads');
  console.table([
    row('generate-deck, first ask', firstDecks),
    row('generate-deck, repeat', repeatedDecks),
    row('research-assistant, first ask', firstInsights),
    row('research-assistant, repeat', repeatedInsights),
  ]);
} finally {
  await app.close();
  await database.close();
}
