import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@chronodeck/contract';
import { signInNewStudent, skipBeta } from './support';

test('the built bundles and pages travel compressed, brotli first, and vary by encoding', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const bundle = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await page.text())?.[1];
  expect(bundle).toBeDefined();
  const encodings: [accepted: string, sent: string][] = [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ];
  for (const [accepted, sent] of encodings) {
    const response = await request.get(`${bundle}`, { headers: { 'accept-encoding': accepted } });
    expect(response.headers()['content-encoding']).toBe(sent);
    expect(response.headers().vary).toMatch(/accept-encoding/i);
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages are already drawn, in the language the reader chose', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('History, one card at a time');
    await expect(page.getByRole('button', { name: 'Try it as a guest' })).toBeVisible();
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseURL ?? '' }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  });

  test('a guarded page shows a light shell with no link that depends on the session', async ({
    page,
  }) => {
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
    await page.goto('/flashcards');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('link', { name: 'About' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.goto('/student-dashboard');
    await expect(loading).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test('a prerendered page comes alive without a hydration error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await skipBeta(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('pt');
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toHaveText('A história, uma carta de cada vez');
  // Reloaded, the page arrives prerendered in Portuguese and its buttons work once hydrated.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(headline).toHaveText('A história, uma carta de cada vez');
  await page.getByRole('button', { name: 'Experimentar como visitante' }).click();
  await expect(page).toHaveURL(/\/student-dashboard/);
  expect(problems).toEqual([]);
});

test('a signed-in student opening a public page sees their own links, not "Login"', async ({
  page,
}) => {
  await skipBeta(page);
  await signInNewStudent(page, 'prerender');
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});
