import { expect, test } from '@playwright/test';
import {
  enterAsGuest,
  expectNoSeriousViolations,
  openStudentTab,
  signInNewStudent,
  skipBeta,
} from './support';

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

test('a student generates a deck offline, reads insights and keeps cards', async ({ page }) => {
  await signInNewStudent(page, 'explore');
  await expect(
    page.getByText('Enter your topic, choose a category, then click Generate.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: /^Deck:/ })).toHaveCount(0);

  await page.getByLabel('Topic', { exact: true }).fill('French Revolution');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Events' });
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Deck: French Revolution' })).toBeVisible();
  await expect(page.getByText('Offline knowledge base')).toBeVisible();
  const bastille = page.getByRole('button', { name: 'Storming of the Bastille', exact: true });
  await expect(bastille).toBeVisible();
  await expectNoSeriousViolations(page);

  await bastille.click();
  const details = page.getByRole('dialog', { name: 'Storming of the Bastille' });
  await expect(details.getByRole('heading', { name: 'Did you know?' })).toBeVisible();
  await expect(details.getByText('When: 1789 (18th century)')).toBeVisible();
  const search = details.getByRole('link', { name: 'Storming of the Bastille', exact: true });
  await expect(search).toHaveAttribute('target', '_blank');
  await expect(search).toHaveAttribute(
    'href',
    /duckduckgo\.com\/\?q=Storming%20of%20the%20Bastille/,
  );
  await details.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add Storming of the Bastille to my timeline' }).click();
  await expect(page.getByText('Added to your custom timeline!')).toBeVisible();

  await page.getByLabel('Deck title (new or existing)').fill('');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByText('Please enter or select a deck title')).toBeVisible();
  await page.getByLabel('Deck title (new or existing)').fill('Revolution in France');
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(page.getByText('Deck saved! Check your My Collections tab.')).toBeVisible();
  const cardCount = await page.locator('.study-grid .study-card').count();

  await page.reload();
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('French Revolution');
  await expect(
    page.getByRole('button', { name: 'Storming of the Bastille', exact: true }),
  ).toBeVisible();

  await openStudentTab(page, 'My Collections');
  await expect(page.getByText(`${cardCount} cards`)).toBeVisible();
  await openStudentTab(page, 'My Studies');
  await expect(
    page.getByRole('button', { name: 'Storming of the Bastille', exact: true }),
  ).toBeVisible();
});

test('a deck on a subject named in Portuguese comes in Portuguese, its insights too', async ({
  page,
}) => {
  await enterAsGuest(page);
  await page.goto('/student-dashboard');
  await page.getByLabel('Language').selectOption('pt');
  await page.getByLabel('Tema', { exact: true }).fill('Guerra Fria');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByRole('heading', { name: 'Baralho: Guerra Fria' })).toBeVisible();
  await expect(page.getByText('Base de conhecimento offline')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Construção do Muro de Berlim', exact: true }),
  ).toBeVisible();
  const crisis = page.getByRole('button', { name: 'Crise dos Mísseis de Cuba', exact: true });
  await crisis.click();
  const details = page.getByRole('dialog', { name: 'Crise dos Mísseis de Cuba' });
  await expect(details.getByRole('heading', { name: 'Você sabia?' })).toBeVisible();
  await expect(details.getByText(/^Quando: 1962/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a topic the knowledge base does not know says so', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/student-dashboard');
  await page.getByLabel('Topic', { exact: true }).fill('zzqx wibble');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('No cards found for “zzqx wibble” in this category.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the topic' }).click();
  await expect(page.getByLabel('Topic', { exact: true })).toHaveValue('');
});

test('a guest can generate but is invited to sign up to keep cards', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/student-dashboard');
  await page.getByLabel('Topic', { exact: true }).fill('Vargas');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: 'Deck: Vargas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save deck' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
});
