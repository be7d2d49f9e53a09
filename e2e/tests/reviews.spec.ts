import { expect, test, type Page } from '@playwright/test';
import { enterAsGuest, expectNoSeriousViolations, signInNewStudent, skipBeta } from './support';

// Spaced repetition (issue 18): review due cards, rate them, and see the schedule move.

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

const revolutions = [
  { title: 'Storming of the Bastille', year: 1789 },
  { title: 'Battle of Waterloo', year: 1815 },
  { title: 'Brazil declares independence', year: 1822 },
];

async function createDeck(page: Page, title: string, cards: typeof revolutions) {
  expect((await page.request.post('/api/student/decks', { data: { title } })).ok()).toBe(true);
  for (const card of cards) {
    const added = await page.request.post(
      `/api/student/decks/${encodeURIComponent(title)}/events`,
      { data: { ...card, description: `${card.title}.`, links: [] } },
    );
    expect(added.ok()).toBe(true);
  }
}

/** The figures of a chart's table, opened from its "Show as a table". */
async function chartCounts(page: Page, chart: string): Promise<number[]> {
  const figure = page.getByRole('figure', { name: chart });
  await figure.getByText('Show as a table').click();
  const cells = await figure.getByRole('cell').allTextContents();
  await figure.getByText('Show as a table').click();
  return cells.map(Number);
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

async function openProgress(page: Page) {
  await page.goto('/student-dashboard');
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
}

test('a student reviews a deck, rates its cards and sees the forecast change', async ({ page }) => {
  await signInNewStudent(page, 'reviews');
  await createDeck(page, 'Age of Revolutions', revolutions);

  await openProgress(page);
  await expect(page.getByRole('heading', { name: '0 cards due today' })).toBeVisible();
  await expect(page.getByText('0 due · 3 new')).toBeVisible();
  expect(sum(await chartCounts(page, 'Cards due (next 14 days)'))).toBe(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Review Age of Revolutions' }).click();
  await expect(page.getByRole('tab', { name: 'Review', selected: true })).toBeVisible();
  await expect(page.getByText('3 cards left')).toBeVisible();
  const card = page.locator('.flashcard');
  const firstYear = await card.locator('.flashcard__year').textContent();

  await page.keyboard.press('Space');
  await expect(card.locator('.flashcard__back')).toHaveAttribute('aria-hidden', 'false');
  const ratings = page.getByRole('group', { name: 'How well did you remember?' });
  await expect(ratings.getByRole('button', { name: 'Again 1 min' })).toBeVisible();
  await expect(ratings.getByRole('button', { name: 'Hard 6 min' })).toBeVisible();
  await expect(ratings.getByRole('button', { name: 'Good 10 min' })).toBeVisible();
  await expect(ratings.getByRole('button', { name: /^Easy \d+ days$/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Again: the card comes back in this sitting, after the others.
  await page.keyboard.press('1');
  await expect(page.getByText('3 cards left')).toBeVisible();
  await expect(card.locator('.flashcard__year')).not.toHaveText(firstYear ?? '');

  await page.getByRole('button', { name: 'Show the answer' }).click();
  // The button that went away hands its focus to the card, not to the top of the page.
  await expect(card).toBeFocused();
  await ratings.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByText('2 cards left')).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByText('1 card left')).toBeVisible();
  await expect(card.locator('.flashcard__year')).toHaveText(firstYear ?? '');
  await page.keyboard.press('Space');
  await page.keyboard.press('4');

  await expect(page.getByText('Well done! You reviewed 4 cards.')).toBeVisible();
  await expect(page.getByText(/^The next cards are due (tomorrow|in \d+ days)\.$/)).toBeVisible();

  await openProgress(page);
  await expect(page.getByText('0 due', { exact: true })).toBeVisible();
  const reviews = await chartCounts(page, 'Reviews per day (last 30 days)');
  expect(reviews.at(-1)).toBe(4);
  expect(sum(await chartCounts(page, 'Cards due (next 14 days)'))).toBe(3);
  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
});

test('coming back to Review mid-sitting starts from what is still due', async ({ page }) => {
  await signInNewStudent(page, 'reviews-return');
  await createDeck(page, 'Age of Revolutions', revolutions);
  await page.goto('/flashcards');
  await expect(page.getByText('3 cards left')).toBeVisible();
  await page.getByRole('button', { name: 'Show the answer' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByText('2 cards left')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.getByRole('link', { name: 'Study flashcards' }).click();
  await expect(page.getByText('2 cards left')).toBeVisible();
});

test('a guest reviews the catalogue and finds their memory again after a reload', async ({
  page,
}) => {
  await enterAsGuest(page);
  await page.goto('/flashcards');
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Ancient History' });
  await expect(page.getByText('20 cards left')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  // Good on a new card: back in 10 minutes, so still in this sitting.
  await expect(page.getByText('20 cards left')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByText('19 cards left')).toBeVisible();

  await page.reload();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Ancient History' });
  // Two of today's 20 new cards are spent; the card rated Good is not due for 10 minutes.
  await expect(page.getByText('18 cards left')).toBeVisible();

  await openProgress(page);
  await expect(page.getByText('1 card to review today.')).toBeVisible();
  await expect(page.getByText('1 due')).toBeVisible();
  expect((await chartCounts(page, 'Reviews per day (last 30 days)')).at(-1)).toBe(2);
});

test('a student sets their desired retention and daily new cards', async ({ page }) => {
  await signInNewStudent(page, 'study-settings');
  await page.goto('/account');
  const settings = page.getByRole('form', { name: 'Study settings' });
  await expect(settings.getByLabel('Desired retention (%)')).toHaveValue('90');
  await expect(settings.getByLabel('New cards per day')).toHaveValue('20');

  await settings.getByLabel('Desired retention (%)').fill('99');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Choose a retention between 80% and 97%.')).toBeVisible();

  await settings.getByLabel('Desired retention (%)').fill('95');
  await settings.getByLabel('New cards per day').fill('5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Your study settings are saved.')).toBeVisible();
  await page.reload();
  await expect(settings.getByLabel('Desired retention (%)')).toHaveValue('95');
  await expect(settings.getByLabel('New cards per day')).toHaveValue('5');
  await expectNoSeriousViolations(page);
});
