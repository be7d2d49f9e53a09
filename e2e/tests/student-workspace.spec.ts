import { expect, test, type Page } from '@playwright/test';
import {
  enterAsGuest,
  expectNoSeriousViolations,
  logInAsStudent,
  openStudentTab,
  signInNewStudent,
  skipBeta,
} from './support';

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

async function addTimelineEvent(
  page: Page,
  event: { title: string; year: string; category: string; description: string },
) {
  const form = page.getByRole('form', { name: 'New timeline event' });
  if (!(await form.isVisible()))
    await page.getByRole('button', { name: 'Add an event', exact: true }).click();
  await form.getByLabel('Title').fill(event.title);
  await form.getByLabel('Year').fill(event.year);
  await form.getByLabel('Category').fill(event.category);
  await form.getByLabel('Short description').fill(event.description);
  await form.getByRole('button', { name: 'Add to my timeline', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: event.title, exact: true })).toBeVisible();
}

const bastille = {
  title: 'Storming of the Bastille',
  year: '1789',
  category: 'Revolution',
  description: 'Parisians take the royal fortress.',
};
const waterloo = {
  title: 'Battle of Waterloo',
  year: '1815',
  category: 'Conflict',
  description: 'Napoleon is defeated for the last time.',
};

test('a student adds, reads, edits and deletes timeline events', async ({ page }) => {
  await signInNewStudent(page, 'timeline');
  await openStudentTab(page, 'My Studies');
  await expect(page.getByText('Your timeline is empty.')).toBeVisible();

  await page.getByRole('button', { name: 'Add an event', exact: true }).click();
  const form = page.getByRole('form', { name: 'New timeline event' });
  await expect(form.getByRole('textbox', { name: 'Link 1' })).toHaveValue('');
  await form.getByRole('button', { name: 'Add to my timeline', exact: true }).click();
  await expect(form.getByText('Please enter a title.')).toBeVisible();
  await expect(form.getByText('Please enter a short description.')).toBeVisible();

  await form.getByLabel('Title').fill(bastille.title);
  // Closing the form and opening it again keeps what was typed.
  await page.getByRole('button', { name: 'Close the form' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Add an event', exact: true }).click();
  await expect(form.getByLabel('Title')).toHaveValue(bastille.title);
  await form.getByLabel('Year').fill(bastille.year);
  await form.getByLabel('Category').fill(bastille.category);
  await form.getByLabel('Short description').fill(bastille.description);
  await form.getByLabel('Notes (optional)').fill('Start of the Revolution.');
  await form
    .getByRole('textbox', { name: 'Link 1' })
    .fill('en.wikipedia.org/wiki/Storming_of_the_Bastille');
  await form.getByRole('button', { name: 'Add to my timeline', exact: true }).click();
  await expect(page.getByText('Event added!')).toBeVisible();
  await expect(form).toBeHidden();

  const card = page.locator('.study-card', { hasText: bastille.title });
  await expect(card).toContainText('1789');
  await expectNoSeriousViolations(page);

  await card.getByRole('button', { name: bastille.title, exact: true }).click();
  const details = page.getByRole('dialog', { name: bastille.title });
  await expect(details.getByText('Start of the Revolution.')).toBeVisible();
  // A read-only view heads the notes as notes, not as the form's optional field.
  await expect(details.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
  await expect(details.getByText('Notes (optional)')).toHaveCount(0);
  await expect(
    details.getByRole('link', { name: 'en.wikipedia.org/wiki/Storming_of_the_Bastille' }),
  ).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Storming_of_the_Bastille');
  await expect(details.locator('.insights')).toBeVisible();
  await details.press('Escape');
  await expect(details).toBeHidden();

  await card.getByRole('button', { name: `Edit ${bastille.title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(bastille.title);
  await edit.getByLabel('Title').fill('Fall of the Bastille');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Event updated!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Fall of the Bastille', exact: true }),
  ).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole('button', { name: 'Fall of the Bastille', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Delete Fall of the Bastille' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Delete "Fall of the Bastille" from your timeline?',
  });
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(
    page.getByRole('button', { name: 'Fall of the Bastille', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete Fall of the Bastille' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('Your timeline is empty.')).toBeVisible();
});

test('a student builds a deck from their timeline and studies it with flashcards', async ({
  page,
}) => {
  await signInNewStudent(page, 'decks');
  await openStudentTab(page, 'My Collections');
  await page.getByLabel('New deck title').fill('  Age of Revolutions  ');
  await page.getByRole('button', { name: 'Create deck', exact: true }).click();
  await expect(page.getByText('Deck created: Age of Revolutions')).toBeVisible();
  await page.getByLabel('New deck title').fill('Age of Revolutions');
  await page.getByRole('button', { name: 'Create deck', exact: true }).click();
  await expect(page.getByText('You already have a deck with this title.')).toBeVisible();

  await openStudentTab(page, 'My Studies');
  await addTimelineEvent(page, bastille);
  await addTimelineEvent(page, waterloo);
  for (const title of [bastille.title, waterloo.title]) {
    await page.getByLabel(`Add ${title} to a deck`).selectOption('Age of Revolutions');
    // Two toasts may show at once; the deck's card count below checks both cards arrived.
    await expect(page.getByText('Added to deck: Age of Revolutions').first()).toBeVisible();
  }

  await openStudentTab(page, 'My Collections');
  await expect(page.getByText('2 cards')).toBeVisible();
  await page.getByRole('button', { name: 'Age of Revolutions', exact: true }).click();
  const deckView = page.getByRole('dialog', { name: 'Age of Revolutions' });
  await expect(deckView.getByRole('button', { name: waterloo.title, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await deckView.press('Escape');
  await expect(deckView).toBeHidden();

  await page.goto('/flashcards');
  await page.getByRole('tab', { name: 'Shuffle' }).click();
  await expect(page.getByText('No deck selected.')).toBeVisible();
  await page
    .getByLabel('Deck', { exact: true })
    .selectOption({ label: 'Age of Revolutions (2 cards)' });
  await expect(page.getByText('1 / 2')).toBeVisible();
  const card = page.locator('.flashcard');
  const front = await card.locator('.flashcard__year').textContent();
  expect(['1789', '1815']).toContain(front);
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card.locator('.flashcard__back')).toHaveAttribute('aria-hidden', 'false');
  await expect(card.locator('.flashcard__title')).toHaveText(
    front === '1789' ? bastille.title : waterloo.title,
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(card.locator('.flashcard__back')).toHaveAttribute('aria-hidden', 'true');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(
    page.getByText('Well done! You went through every card in this deck.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Restart', exact: true }).click();
  await expect(page.getByText('1 / 2')).toBeVisible();
});

test('a deck change in one tab appears live in another', async ({ browser, page }) => {
  const email = await signInNewStudent(page, 'live');
  await openStudentTab(page, 'My Collections');
  await page.getByLabel('New deck title').fill('Rome');
  await page.getByRole('button', { name: 'Create deck', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Rome', exact: true })).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await skipBeta(otherPage);
  await logInAsStudent(otherPage, email);
  await openStudentTab(otherPage, 'My Collections');
  await otherPage.getByRole('button', { name: 'Rome', exact: true }).click();
  const otherDeck = otherPage.getByRole('dialog', { name: 'Rome' });
  await expect(otherDeck.getByText('This deck has no cards yet.')).toBeVisible();

  await openStudentTab(page, 'My Studies');
  await addTimelineEvent(page, {
    title: 'Founding of Rome',
    year: '-753',
    category: 'Founding',
    description: 'Romulus founds the city, says the legend.',
  });
  await page.getByLabel('Add Founding of Rome to a deck').selectOption('Rome');
  await expect(
    otherDeck.getByRole('button', { name: 'Founding of Rome', exact: true }),
  ).toBeVisible();
  await expect(otherDeck.getByText('753 BCE')).toBeVisible();

  await otherDeck
    .getByRole('button', { name: 'Remove Founding of Rome from the deck', exact: true })
    .click();
  await otherPage
    .getByRole('dialog', { name: 'Remove this card from the deck?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await openStudentTab(page, 'My Collections');
  await expect(page.getByText('0 cards')).toBeVisible();
  await other.close();
});

test('the Add New Event modal saves to the timeline and goes on to /timeline', async ({ page }) => {
  await signInNewStudent(page, 'add-event');
  await page.goto('/add-event');
  const modal = page.getByRole('dialog', { name: 'Add New Event' });
  await modal.getByRole('button', { name: 'Add Event', exact: true }).click();
  await expect(modal.getByText('Please enter a year.')).toBeVisible();
  await modal.getByLabel('Title').fill('Moon landing');
  await modal.getByLabel('Year').fill('1969');
  await modal.getByLabel('Category').fill('Exploration');
  await modal.getByLabel('Short description').fill('Apollo 11 lands on the Moon.');
  await modal.getByRole('button', { name: 'Add Event', exact: true }).click();
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByText('Event added!')).toBeVisible();

  await page.goto('/student-dashboard');
  await openStudentTab(page, 'My Studies');
  await expect(page.getByRole('button', { name: 'Moon landing', exact: true })).toBeVisible();

  await page.goto('/add-event');
  await page
    .getByRole('dialog', { name: 'Add New Event' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test('guests are invited to sign in, and can still study catalogue flashcards', async ({
  page,
}) => {
  await enterAsGuest(page);
  await page.goto('/student-dashboard');
  await openStudentTab(page, 'My Studies');
  await expect(page.getByText('Want to save and edit your work?')).toBeVisible();
  await openStudentTab(page, 'My Collections');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/flashcards');
  await page.getByRole('tab', { name: 'Shuffle' }).click();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: 'Ancient History' });
  await expect(page.getByText(/^1 \/ \d{3}$/)).toBeVisible();
  await page.locator('.flashcard').click();
  await expect(page.locator('.flashcard__back')).toHaveAttribute('aria-hidden', 'false');
});
