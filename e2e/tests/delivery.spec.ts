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

/** The login screen's own code, which its prerendered form waits for. */
const LOGIN_SCREEN_CHUNK = /\/assets\/login-page-[^/]+\.js$/;

test('a prerendered form takes input only once its own screen has hydrated', async ({ page }) => {
  await skipBeta(page);
  let releaseScreen = () => undefined as void;
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  // The login screen's chunk arrives late, as on a slow phone: the app has hydrated around it.
  await page.route(LOGIN_SCREEN_CHUNK, async (route) => {
    await screenHeld;
    await route.continue();
  });
  await page.goto('/login');
  // The shell around the screen has hydrated (React has claimed the navbar's links), and its
  // effects have had a frame to run.
  await page.waitForFunction(() => {
    const link = document.querySelector('nav a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  await expect(page.locator('#root')).toHaveAttribute('inert');
  releaseScreen();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not a password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a prerendered form whose screen cannot load gives way to a problem page that works', async ({
  page,
}) => {
  await skipBeta(page);
  await page.route(LOGIN_SCREEN_CHUNK, (route) => route.abort());
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page hit a problem' }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
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
