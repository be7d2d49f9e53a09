import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openPage, openStudentTab, signInNewStudent, signInNewTeacher, skipBeta } from './support';

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

test('a student imports a CSV file: previews it, fixes the columns, leaves out a bad row', async ({
  page,
}) => {
  await skipBeta(page);
  await signInNewStudent(page, 'importer');
  await openStudentTab(page, 'My Collections');
  await page.getByRole('button', { name: 'Import cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards from a file' });
  // A Quizlet-like export: no header, the year second, semicolons, one row without a year.
  await dialog.getByLabel('File').setInputFiles({
    name: 'Rome.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Rubicon;49 BC;Caesar crosses\nCannae;216 BC;Hannibal wins\nLater;soon;?\n',
    ),
  });
  await expect(dialog.getByLabel('Into the deck (new or existing)')).toHaveValue('Rome');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 cards ready · 1 row with problems')).toBeVisible();
  const rows = dialog.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByRole('row', { name: /^1 49 BCE Rubicon Caesar crosses/ })).toBeVisible();
  await expect(rows.getByText('Year: not a year')).toBeVisible();

  // The title column was guessed; choosing the description column for it previews again.
  await dialog.getByRole('combobox', { name: 'Title' }).selectOption({ label: 'Column 3' });
  await expect(rows.getByRole('row', { name: /^1 49 BCE Caesar crosses/ })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Title' }).selectOption({ label: 'Column 1' });

  const save = dialog.getByRole('button', { name: 'Import 2 cards' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Leave out the rows with problems').check();
  await save.click();
  await expect(page.getByText('2 cards imported into Rome.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Rome/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Rome' }).getByText('Cannae')).toBeVisible();
});

test('a teacher imports a TimelineJS file into a class deck', async ({ page }) => {
  await skipBeta(page);
  await signInNewTeacher(page, 'class-importer');
  const created = await page.request.post('/api/classes', { data: { title: 'History 9B' } });
  const { _id: classId } = (await created.json()) as { _id: string };
  await openPage(page, `/class/${classId}`);
  await page.getByRole('button', { name: 'Manage Decks' }).click();
  await page.getByRole('button', { name: 'Import cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import cards from a file' });
  const timeline = {
    title: { text: { headline: 'Rome' } },
    events: [
      { start_date: { year: -49 }, text: { headline: 'Caesar crosses the Rubicon' } },
      { start_date: { year: -44 }, text: { headline: 'Caesar is killed' }, group: 'Rome' },
    ],
  };
  await dialog.getByLabel('File').setInputFiles({
    name: 'Rome.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(timeline)),
  });
  await expect(dialog.getByLabel('Format')).toHaveValue('timelinejs');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('2 cards ready')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 cards' }).click();
  await expect(page.getByText('2 cards imported into Rome.')).toBeVisible();
  await page.getByRole('button', { name: /Rome/ }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Rome' }).getByText('Caesar crosses the Rubicon'),
  ).toBeVisible();
});
