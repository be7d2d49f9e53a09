import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Role } from '@chronodeck/contract';

export const PASSWORD = 'a quiet evening in Rome';

/** A fresh address per test, so parallel tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The link to `pagePath` in the newest mail to `email` in the server's outbox. */
export async function mailLinkFor(email: string, pagePath: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const pattern = new RegExp(`https?://\\S+${pagePath}\\?token=[\\w-]+`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      // Outbox files are named by time, not recipient: the newest mail to `email` with that link.
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml'));
      const mails = await Promise.all(
        files
          .sort()
          .reverse()
          .map(async (file) =>
            decodeQuotedPrintable(await readFile(path.join(outbox, file), 'utf8')),
          ),
      );
      const recipient = `To: ${email.toLowerCase()}`;
      link = mails
        .filter((text) => text.split(/\r?\n/).includes(recipient))
        .map((text) => pattern.exec(text)?.[0])
        .find((found) => found !== undefined);
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** The verification link of the newest mail to `email` in the server's outbox. */
export const verificationLinkFor = (email: string) => mailLinkFor(email, '/verify-email');

/** Closes the once-per-session beta notice. */
export async function dismissBeta(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Welcome to the Chronodeck beta' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
}

/** Skips the beta notice for tests about something else. */
export async function skipBeta(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('beta-dismissed', 'true'));
}

export async function register(
  page: Page,
  account: { name: string; email: string; teacher?: boolean },
): Promise<void> {
  await openPage(page, '/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Confirm e-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  if (account.teacher === false) await page.getByRole('checkbox', { name: /Teacher/ }).uncheck();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Registered! Please check your email to verify.')).toBeVisible();
}

export async function verify(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLinkFor(email));
  await expect(
    page.getByText('Your e-mail address is verified. You can now log in.'),
  ).toBeVisible();
}

/**
 * Opens a page and waits until it takes input: a prerendered page stays inert until React has
 * hydrated it, and a browser driven faster than a person could type into it before that.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

export async function logIn(page: Page, email: string): Promise<void> {
  await openPage(page, '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Enters as a guest, as the landing page's guest button does. */
export async function enterAsGuest(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('isGuest', 'true'));
}

/** axe-core finds no serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Logs in and closes the beta notice, which every login re-arms. */
export async function logInAsStudent(page: Page, email: string): Promise<void> {
  await logIn(page, email);
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await dismissBeta(page);
}

/** A verified account with `roles`, created through the API (registration has its own tests). */
export async function createVerifiedAccount(
  page: Page,
  label: string,
  name: string,
  roles: Role[],
) {
  const email = uniqueEmail(label);
  const registration = await page.request.post('/api/auth/register', {
    data: { name, email, password: PASSWORD, roles },
  });
  expect(registration.status()).toBe(201);
  const token = new URL(await verificationLinkFor(email)).searchParams.get('token');
  expect((await page.request.post('/api/auth/verify', { data: { token } })).ok()).toBe(true);
  return email;
}

/** A verified student, signed in through the login form on `page`. */
export async function signInNewStudent(page: Page, label: string, name = 'Ada Lovelace') {
  const email = await createVerifiedAccount(page, label, name, ['student']);
  await logInAsStudent(page, email);
  return email;
}

/** Opens one of the student dashboard's tabs. */
export async function openStudentTab(
  page: Page,
  name: 'Explore' | 'My Studies' | 'My Collections',
) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** A verified teacher (teacher role only), signed in on `page`, on the teacher dashboard. */
export async function signInNewTeacher(page: Page, label: string, name = 'Grace Hopper') {
  const email = await createVerifiedAccount(page, label, name, ['teacher']);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/teacher$/);
  await dismissBeta(page);
  return email;
}
