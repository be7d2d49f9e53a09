import { expect, test, type Page } from '@playwright/test';
import { openStudentTab, signInNewStudent, skipBeta } from './support';

// What a newcomer tripped over in their first hour (issue 14), one journey each.

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

/** A deck holding one card, made through the API for the signed-in student on `page`. */
async function createDeckWithCard(
  page: Page,
  title: string,
  card: { title: string; year: number },
) {
  expect((await page.request.post('/api/student/decks', { data: { title } })).ok()).toBe(true);
  const added = await page.request.post(`/api/student/decks/${encodeURIComponent(title)}/events`, {
    data: { ...card, description: 'A card to open.', links: [] },
  });
  expect(added.ok()).toBe(true);
}

test('Escape in a card opened from a deck closes the card and leaves the deck open', async ({
  page,
}) => {
  await signInNewStudent(page, 'nested-escape');
  await createDeckWithCard(page, 'Revolutions', { title: 'Storming of the Bastille', year: 1789 });
  await openStudentTab(page, 'My Collections');
  await page.getByRole('button', { name: 'Revolutions', exact: true }).click();
  const deckView = page.getByRole('dialog', { name: 'Revolutions' });
  await deckView.getByRole('button', { name: 'Storming of the Bastille', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Storming of the Bastille' });
  await expect(card).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(deckView).toBeVisible();
  await expect(deckView.getByRole('heading', { name: 'Revolutions' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(deckView).toBeHidden();
});
