// Latency of the spaced-repetition calls for a student with 2,000 cards (20 decks × 100), 1,500
// of them already studied with their due dates spread over the last and next 60 days: the due list
// (all decks, and one deck), a review, and the dashboard's statistics, called one after another
// through the real server over HTTP as one student's browser would. PGlite on disk, or
// PostgreSQL when BENCH_DATABASE_URL names a server. Run with `npm run bench:reviews`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES } from '@chronodeck/contract';
import { createScheduler } from '@chronodeck/srs';
import type { DatabaseHandle, DatabaseLocation } from '../apps/server/src/db/client';
import { cardMemories, deckEvents, decks } from '../apps/server/src/db/schema';
import { createScratchDatabase } from '../apps/server/src/test/test-database';
import { withBenchApp } from './bench-account';

const DECKS = 20;
const CARDS_PER_DECK = 100;
const STUDIED = 1_500;
const DAY = 86_400_000;
const CALLS = { due: 100, dueOneDeck: 100, review: 300, stats: 50 };

/** 2,000 cards, the first STUDIED of them with a review memory due somewhere in ±60 days. */
async function seedStudent(database: DatabaseHandle, userId: string) {
  const { db } = database;
  const scheduler = createScheduler({ desiredRetention: 0.9, fuzz: false });
  const cardIds: string[] = [];
  const deckIds: string[] = [];
  for (let deck = 0; deck < DECKS; deck++) {
    const [row] = await db
      .insert(decks)
      .values({ ownerId: userId, title: `Deck ${deck}` })
      .returning({ id: decks.id });
    if (!row) throw new Error('no deck');
    deckIds.push(row.id);
    const cards = await db
      .insert(deckEvents)
      .values(
        Array.from({ length: CARDS_PER_DECK }, (_, card) => ({
          deckId: row.id,
          title: `Event ${deck}-${card}`,
          year: 1000 + card,
          category: 'Bench',
          description: 'A card of the bench.',
        })),
      )
      .returning({ id: deckEvents.id });
    cardIds.push(...cards.map((card) => card.id));
  }
  const now = Date.now();
  const studied = cardIds.slice(0, STUDIED).map((cardId, index) => {
    const reviewedAt = new Date(now - 120 * DAY + (index % 120) * DAY);
    const { memory } = scheduler.review(null, 'easy', reviewedAt);
    const due = new Date(now - 60 * DAY + ((index * 7919) % 120) * DAY);
    return {
      userId,
      cardId,
      deckCardId: cardId,
      ...memory,
      due,
      lastReview: reviewedAt,
    };
  });
  for (let start = 0; start < studied.length; start += 500)
    await db.insert(cardMemories).values(studied.slice(start, start + 500));
  return { cardIds, deckIds };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(calls: number, call: (index: number) => Promise<Response>) {
  const times: number[] = [];
  for (let index = 0; index < calls; index++) {
    const started = performance.now();
    const response = await call(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
}

const measure = (label: string, location: DatabaseLocation) =>
  withBenchApp(location, ['student'], async ({ app, database, token, userId }) => {
    const { cardIds, deckIds } = await seedStudent(database, userId);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}` };
    const get = (route: string) => fetch(`${address}${route}`, { headers });
    const zone = 'timeZone=Europe%2FParis';
    const results = {
      'GET due (all decks)': await timed(CALLS.due, () =>
        get(`${API_ROUTES.student.dueReviews}?${zone}`),
      ),
      'GET due (one deck)': await timed(CALLS.dueOneDeck, (index) =>
        get(`${API_ROUTES.student.dueReviews}?deckId=${deckIds[index % DECKS]}&${zone}`),
      ),
      'POST review': await timed(CALLS.review, (index) =>
        fetch(`${address}${API_ROUTES.student.reviews}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            reviewId: randomUUID(),
            cardId: cardIds[(index * 13) % cardIds.length],
            rating: (['again', 'hard', 'good', 'easy'] as const)[index % 4],
          }),
        }),
      ),
      'GET stats': await timed(CALLS.stats, () => get(`${API_ROUTES.student.reviewStats}?${zone}`)),
    };
    return Object.entries(results).map(([call, { p50, p95, max }]) => ({
      database: label,
      call,
      'p50 ms': p50.toFixed(1),
      'p95 ms': p95.toFixed(1),
      'max ms': max.toFixed(1),
    }));
  });

const rows = [];
const directory = mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-pglite-'));
rows.push(...(await measure('PGlite (disk)', { kind: 'pglite', directory })));
const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) {
  const scratch = await createScratchDatabase(postgresUrl);
  try {
    rows.push(...(await measure('PostgreSQL', { kind: 'postgres', url: scratch.url })));
  } finally {
    await scratch.drop();
  }
}
console.log(
  `Spaced repetition for one student with ${DECKS * CARDS_PER_DECK} cards (${STUDIED} studied), calls in sequence`,
);
console.table(rows);
