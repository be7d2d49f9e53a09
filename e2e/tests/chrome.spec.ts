import { expect, test } from '@playwright/test';
import { dismissBeta, skipBeta, openPage } from './support';

test('the beta notice shows once per session and links to feedback', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Chronodeck beta' });
  await expect(dialog.getByRole('link', { name: 'Send feedback' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await dismissBeta(page);
  await page.reload();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page.getByRole('heading', { name: 'About Chronodeck' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a link opens the next page at its top, and Back returns to the same page', async ({
  page,
}) => {
  await skipBeta(page);
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
  const footer = page.getByRole('navigation', { name: 'Site information' });
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('Escape closes the beta notice', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Chronodeck beta' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('switching language changes the text and is remembered', async ({ page }) => {
  await skipBeta(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History, one card at a time');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('button', { name: "Essayer en tant qu'invité" })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Langue').selectOption('es');
  // The choice is remembered even when the reader leaves before the translations arrive.
  await openPage(page, '/register');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('lucia@example.com');
  await page.getByLabel('Confirma el correo electrónico').fill('otra@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('una frase bastante larga');
  await page.getByLabel('Confirma la contraseña', { exact: true }).fill('una frase bastante larga');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Los correos no coinciden.');
});

test('the footer links every information page, and contact shows the support address', async ({
  page,
}) => {
  await skipBeta(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Some material is AI-generated and may be inaccurate.');
  for (const [link, heading] of [
    ['About', 'About Chronodeck'],
    ['Privacy', 'Privacy'],
    ['Terms', 'Terms of use'],
    ['Contact', 'Contact'],
  ] as const) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'help@chronodeck.test' })).toHaveAttribute(
    'href',
    'mailto:help@chronodeck.test',
  );
});

test('an unknown address shows a page-not-found screen', async ({ page }) => {
  await skipBeta(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a phone in portrait gets the landscape hint', async ({ page }) => {
  await skipBeta(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('note')).toContainText('turn your phone sideways');
  await page.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(page.getByRole('note')).toHaveCount(0);
});
