import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { enterAsGuest, expectNoSeriousViolations, skipBeta } from './support';

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
  await enterAsGuest(page);
});

const cards = (page: Page) => page.getByRole('article');

async function openCategory(page: Page, category: string) {
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline of history' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${category}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
}

test('a student picks a category, filters, pages through and reads a summary', async ({ page }) => {
  await openCategory(page, 'Brazilian History');
  await expect(cards(page)).toHaveCount(10);
  const pageStatus = page.getByText(/^Page \d+ of \d+$/);
  await expect(pageStatus).toHaveText(/^Page 1 of \d+$/);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(pageStatus).toHaveText(/^Page 2 of \d+$/);
  await expect(previous).toBeEnabled();

  // A filter narrows the list and starts again at page 1.
  await page.getByLabel('Century', { exact: true }).selectOption('19th century');
  await expect(pageStatus).toHaveText(/^Page 1 of \d+$/);
  for (const year of await cards(page).locator('.event-card__year').allTextContents()) {
    expect(Number(year)).toBeGreaterThanOrEqual(1800);
    expect(Number(year)).toBeLessThan(1900);
  }
  await page.getByLabel('Topic', { exact: true }).selectOption('Politics');
  const politics = await cards(page).count();
  expect(politics).toBeGreaterThan(0);
  await expect(cards(page).getByText('Politics')).toHaveCount(politics);

  // The whole card opens the summary; Escape closes it.
  const title = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  await cards(page).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Learn more:')).toBeVisible();
  // Sources are read, not clicked: no text of a summary ever becomes a link (summary-lines.ts).
  const summary = dialog.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText(/wikipedia\.org/).first()).toBeVisible();
  await expect(summary.getByRole('link')).toHaveCount(0);
  // The catalogue's own source for the event is a link anyone can follow.
  await expect(dialog.getByText('Source (English Wikipedia):')).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveAttribute(
    'href',
    /^https:\/\/en\.wikipedia\.org\/wiki\//,
  );
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The place survives a reload, and Back to Categories clears it.
  await page.reload();
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('Politics');
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
});

test('each category loads alone, its count on the picker matching its list', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/events.json') lists.push(url.search);
  });
  await page.goto('/timeline');
  const button = page.getByRole('button', { name: /^Brazilian History/ });
  const count = (await button.locator('.category-picker__count').textContent()) ?? '';
  expect(count).toMatch(/^\d+ events$/);
  // The picker draws from the categories alone: no list of events is read for it.
  expect(lists).toEqual([]);
  await button.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Brazilian History' })).toBeVisible();
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  expect(lists).toEqual(['?lang=en&category=Brazilian+History']);
});

test('an address naming an event opens its summary, even without its category', async ({
  page,
}) => {
  const listed = await page.request.get('/events.json?category=World+History');
  const [event] = (await listed.json()) as { _id: string; title: string }[];
  if (!event) throw new Error('World History lists no event');
  await page.goto(`/timeline?event=${encodeURIComponent(event._id)}`);
  const dialog = page.getByRole('dialog', { name: event.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
});

test('the close button closes the summary, and a failed summary says so', async ({ page }) => {
  await page.route('**/api/generate-summary', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'Failed to fetch AI summary.', code: 'AI_UNAVAILABLE' },
    }),
  );
  await openCategory(page, 'World History');
  await cards(page).first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Failed to fetch AI summary.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("years before the common era read as BCE, in the reader's language", async ({ page }) => {
  await openCategory(page, 'Ancient History');
  const firstYear = cards(page).first().locator('.event-card__year');
  await expect(firstYear).toHaveText(/^\d+ BCE$/);
  await expect(page.getByLabel('Century', { exact: true }).locator('option').nth(1)).toHaveText(
    /century BCE$/,
  );

  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: /^Histoire ancienne/ }).click();
  await expect(firstYear).toHaveText(/^\d+ av\. J\.-C\.$/);
});

test('cards can be laid out as a grid, a list or a row, and the choice is kept', async ({
  page,
}) => {
  await openCategory(page, 'Medieval History');
  await page.getByRole('button', { name: 'Row' }).click();
  await expect(page.getByRole('button', { name: 'Row' })).toHaveAttribute('aria-pressed', 'true');
  const [first, second] = await Promise.all([
    cards(page).nth(0).boundingBox(),
    cards(page).nth(1).boundingBox(),
  ]);
  expect(second!.x).toBeGreaterThan(first!.x);
  expect(second!.y).toBe(first!.y);
  expect(first!.width).toBe(300);

  await page.getByRole('button', { name: 'List' }).click();
  const [top, below] = await Promise.all([
    cards(page).nth(0).boundingBox(),
    cards(page).nth(1).boundingBox(),
  ]);
  expect(below!.y).toBeGreaterThan(top!.y);
  expect(below!.x).toBe(top!.x);

  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone the categories sit two to a row and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/timeline');
  const buttons = page.locator('.category-picker__button');
  await expect(buttons).toHaveCount(6);
  const [a, b, c] = await Promise.all([0, 1, 2].map((index) => buttons.nth(index).boundingBox()));
  expect(b!.y).toBe(a!.y);
  expect(c!.y).toBeGreaterThan(a!.y);
  await expectNoSeriousViolations(page);
  await buttons.first().click();
  await expect(cards(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  // A summary's long web addresses wrap inside the dialog.
  await cards(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Learn more:')).toBeVisible();
  const widerThanDialog = await dialog.evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  );
  expect(widerThanDialog).toBeLessThanOrEqual(0);
});

test("Start Quiz plays a quiz on the category's events", async ({ page }) => {
  await openCategory(page, 'Medieval History');
  await page.getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\?category=Medieval\+History$/);
  await expect(page.getByLabel('Deck', { exact: true })).toHaveValue('catalogue:Medieval History');
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Guess the Year' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: 'Possible years' }).getByRole('button')).toHaveCount(
    4,
  );
  await expectNoSeriousViolations(page);
});

test('the catalogue’s events are told in the reader’s language', async ({ page }) => {
  const data = (file: string) =>
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../packages/catalogue/data', file), 'utf8'),
    ) as {
      events:
        { id: string; title: string }[] | Record<string, { title: string; description: string }>;
    };
  const english = data('brazilian-history.json').events as { id: string; title: string }[];
  const portuguese = data('translations/pt/brazilian-history.json').events as Record<
    string,
    { title: string; description: string }
  >;
  await openCategory(page, 'Brazilian History');
  const firstTitle = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  const first = english.find((event) => event.title === firstTitle)!;
  const translated = portuguese[first.id]!;

  await page.getByLabel('Language').selectOption('pt');
  await expect(cards(page).first().getByRole('heading')).toHaveText(translated.title);
  await expect(cards(page).first()).toContainText(translated.description.slice(0, 40));
  await expect(page.getByRole('heading', { name: firstTitle, exact: true })).toHaveCount(0);
});
