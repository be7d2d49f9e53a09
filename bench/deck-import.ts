// Importing a 5,000-row CSV file (the most one import takes) through the real server: the preview
// of every row, then saving the cards. A deck holds at most USER_QUOTAS.cardsPerDeck cards, so the
// save runs with that quota raised to 5,000 to measure a whole file; with the product's quota it
// answers 409 and saves nothing. Embedded PGlite on disk. Run with `npm run bench:import`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, type ImportPreview } from '@chronodeck/contract';
import { cardsToCsv } from '@chronodeck/exchange';
import { withBenchApp } from './bench-account';

const ROWS = 5_000;
const RUNS = 5;

const cards = Array.from({ length: ROWS }, (_, index) => ({
  year: index % 2 === 0 ? 1000 + (index % 1000) : -(1 + (index % 3000)),
  title: `Event number ${index + 1}`,
  description: 'A description about as long as a real one tends to be, with a comma, and "quotes".',
  category: index % 3 === 0 ? 'Politics' : 'Culture',
}));
const csv = cardsToCsv(cards);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const figures = await withBenchApp(
  { kind: 'pglite', directory: mkdtempSync(path.join(tmpdir(), 'chronodeck-import-')) },
  ['student'],
  async ({ app, token }) => {
    const send = (save: boolean, deckTitle: string) =>
      app.inject({
        method: 'POST',
        url: API_ROUTES.student.deckImport,
        headers: { authorization: `Bearer ${token}` },
        payload: { format: 'csv', content: csv, deckTitle, save },
      });
    const preview: number[] = [];
    const save: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let started = performance.now();
      const previewed = await send(false, `Deck ${run}`);
      preview.push(performance.now() - started);
      if (previewed.json<ImportPreview>().rows.length !== ROWS) throw new Error('rows lost');
      started = performance.now();
      const saved = await send(true, `Deck ${run}`);
      save.push(performance.now() - started);
      if (saved.json<ImportPreview>().saved !== ROWS) throw new Error(saved.body);
    }
    return { preview, save };
  },
  { quotas: { cardsPerDeck: ROWS, deckCards: ROWS * RUNS } },
);

console.log(
  `import of a ${ROWS}-row CSV (${(csv.length / 1024).toFixed(0)} KB), ${RUNS} runs, PGlite`,
);
console.table([
  {
    step: 'preview (parse, check every row, answer)',
    'median ms': median(figures.preview).toFixed(0),
  },
  {
    step: 'save (parse, check, insert in one transaction)',
    'median ms': median(figures.save).toFixed(0),
  },
]);
