import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openStudentTab, signInNewStudent, skipBeta } from './support';

test('a student downloads a deck as CSV, Anki and TimelineJS files', async ({ page }) => {
  await skipBeta(page);
  await signInNewStudent(page, 'exporter');
  expect((await page.request.post('/api/student/decks', { data: { title: 'Empires' } })).ok()).toBe(
    true,
  );
  const card = { title: 'Caesar is killed', year: -44, description: 'The Ides of March.' };
  expect((await page.request.post('/api/student/decks/Empires/events', { data: card })).ok()).toBe(
    true,
  );

  await page.reload();
  await openStudentTab(page, 'My Collections');
  await page
    .getByRole('button', { name: /Empires/ })
    .first()
    .click();
  const downloads = page.getByRole('navigation', { name: 'Download Empires' });

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads
      .getByRole('link', { name: 'Download Empires as CSV (spreadsheets, Quizlet)' })
      .click(),
  ]);
  expect(csv.suggestedFilename()).toBe('Empires.csv');
  const text = await readFile(await csv.path(), 'utf8');
  expect(text).toBe(
    '\uFEFF"year","title","description","category"\r\n"-44","Caesar is killed","The Ides of March.",""\r\n',
  );

  const [anki] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download Empires as Anki' }).click(),
  ]);
  expect(anki.suggestedFilename()).toBe('Empires.apkg');
  // A zip file: "PK" first.
  expect((await readFile(await anki.path())).subarray(0, 2).toString()).toBe('PK');

  const [timeline] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download Empires as TimelineJS' }).click(),
  ]);
  const document = JSON.parse(await readFile(await timeline.path(), 'utf8')) as {
    events: { start_date: { year: number } }[];
  };
  expect(document.events[0]?.start_date.year).toBe(-44);
});
