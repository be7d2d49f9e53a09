import { expect, test, type Page } from '@playwright/test';
import { enterAsGuest, signInNewStudent, skipBeta } from './support';

// Offline and installable (issue 21): the app, the catalogue and the decks a student opened keep
// working without a network; what they do meanwhile is sent once when it returns.

const DECK = 'Crossing the Atlantic';
const CARDS = [
  { title: 'Columbus reaches the Caribbean', year: 1492, description: 'He lands in the Bahamas.' },
  { title: 'Cabral reaches Brazil', year: 1500, description: 'His fleet sights Monte Pascoal.' },
  { title: 'Magellan sets sail', year: 1519, description: 'Five ships leave Seville westward.' },
  { title: 'Jamestown is founded', year: 1607, description: 'English settlers land in Virginia.' },
  { title: 'Mayflower lands at Plymouth', year: 1620, description: 'Pilgrims reach New England.' },
];

async function createDeck(page: Page): Promise<string> {
  const created = await page.request.post('/api/student/decks', { data: { title: DECK } });
  const { _id: deckId } = (await created.json()) as { _id: string };
  for (const card of CARDS) {
    const path = `/api/student/decks/${encodeURIComponent(DECK)}/events`;
    expect((await page.request.post(path, { data: card })).status()).toBe(201);
  }
  return deckId;
}

const reviewsToday = async (page: Page) => {
  const stats = await page.request.get('/api/student/reviews/stats');
  const { reviewsPerDay } = (await stats.json()) as { reviewsPerDay: { count: number }[] };
  return reviewsPerDay.at(-1)?.count;
};

test('a manifest and icons make the app installable', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Chronodeck', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

test('offline, a student reviews and plays a quiz; back online, each result is stored once', async ({
  page,
  context,
}) => {
  test.slow();
  await skipBeta(page);
  await signInNewStudent(page, 'offline');
  const deckId = await createDeck(page);
  const review = `/flashcards?mode=review&deck=${deckId}`;

  // Online first: the service worker installs and takes over, then keeps what the pages read.
  await page.goto(review);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByText('5 cards left')).toBeVisible();
  await page.goto('/quiz');
  await expect(page.getByLabel('Deck', { exact: true })).toContainText(`${DECK} (5 cards)`);

  await context.setOffline(true);
  await page.goto(review);
  const status = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(status).toContainText(
    'You are offline. Your reviews and quiz results are kept on this device.',
  );
  await expect(page.getByText('5 cards left')).toBeVisible();
  for (const left of ['4 cards left', '3 cards left']) {
    await page.keyboard.press('Space');
    await page
      .getByRole('group', { name: 'How well did you remember?' })
      .getByRole('button', { name: /^Easy/ })
      .click();
    await expect(page.getByText(left)).toBeVisible();
  }
  await expect(status).toContainText('2 results will be sent when you are back online.');

  await page.goto('/quiz');
  await expect(status).toContainText('2 results will be sent when you are back online.');
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: `${DECK} (5 cards)` });
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Guess the Year' });
  await page.getByRole('button', { name: 'Start' }).click();
  for (let round = 0; round < 2; round++) {
    await page.getByRole('group', { name: 'Possible years' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'End game' }).click();
  await expect(page.getByText(/You scored \d+ out of 2/)).toBeVisible();
  await expect(status).toContainText('3 results will be sent when you are back online.');
  expect(await reviewsToday(page)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('Back online: everything you did offline is saved.')).toBeVisible();
  const games = async () =>
    (await (await page.request.get('/api/student/quiz-results')).json()) as unknown[];
  expect(await games()).toHaveLength(1);
  // Two reviews and the game's two answers, each counted once, even after another visit.
  expect(await reviewsToday(page)).toBe(4);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await games()).toHaveLength(1);
  expect(await reviewsToday(page)).toBe(4);
});

test('offline, the catalogue still opens every category, read before or not', async ({
  page,
  context,
}) => {
  await skipBeta(page);
  await enterAsGuest(page);
  await page.goto('/timeline');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('button', { name: /^Brazilian History/ }).click();
  await expect(page.getByRole('article')).toHaveCount(10);

  await context.setOffline(true);
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Choose a category' })).toBeVisible();
  const button = page.getByRole('button', { name: /^World History/ });
  const count = (await button.locator('.category-picker__count').textContent()) ?? '';
  await button.click();
  await expect(page.getByRole('heading', { level: 2, name: 'World History' })).toBeVisible();
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
});
