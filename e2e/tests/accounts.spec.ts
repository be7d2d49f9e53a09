import { expect, test } from '@playwright/test';
import {
  dismissBeta,
  logIn,
  PASSWORD,
  register,
  skipBeta,
  uniqueEmail,
  verificationLinkFor,
  verify,
  openPage,
} from './support';

test('register, verify, log in, choose and switch roles, log out', async ({ page }) => {
  await skipBeta(page);
  const email = uniqueEmail('ada');
  await register(page, { name: 'Ada Lovelace', email });
  await verify(page, email);

  await logIn(page, email);
  await expect(page).toHaveURL(/\/student-dashboard$/);
  // Logging in re-arms the beta notice.
  await dismissBeta(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();

  await page.goto('/role-selector');
  await page.getByRole('button', { name: /Teacher/ }).click();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole('heading', { name: 'Teacher dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to student' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);

  // The active role survives a reload.
  await page.getByRole('button', { name: 'Switch to teacher' }).click();
  await page.reload();
  await expect(page).toHaveURL(/\/teacher$/);
  await expect(page.getByRole('heading', { name: 'Teacher dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await dismissBeta(page);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The session is gone on the server too: the teacher area now asks for a login.
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unverified account is told to verify and can ask for a new link', async ({ page }) => {
  await skipBeta(page);
  const email = uniqueEmail('unverified');
  await register(page, { name: 'Bruno', email });
  await logIn(page, email);
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your e-mail address before logging in.',
  );
  await page.getByRole('button', { name: 'Send a new verification e-mail' }).click();
  await expect(page.getByText('a new link is on its way')).toBeVisible();
  // The fresh link works, and a used link says so.
  const link = await verificationLinkFor(email);
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('This verification link has already been used.')).toBeVisible();
});

test('a wrong password gets a generic error', async ({ page }) => {
  await skipBeta(page);
  await openPage(page, '/login');
  await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect e-mail or password.');
});

test('registration checks the e-mails, then the passwords', async ({ page }) => {
  await skipBeta(page);
  await openPage(page, '/register');
  await page.getByLabel('Name').fill('Carla');
  await page.getByLabel('E-mail', { exact: true }).fill('carla@example.com');
  await page.getByLabel('Confirm e-mail').fill('carla@example.org');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill('something else entirely');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Emails do not match.');

  await page.getByLabel('Confirm e-mail').fill('carla@example.com');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');

  await page.getByRole('button', { name: 'Show Password', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
});

test('an invalid verification link says so and offers a new one', async ({ page }) => {
  await skipBeta(page);
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('This verification link is not valid.');
  await expect(page.getByRole('button', { name: 'Send a new verification e-mail' })).toBeVisible();
});
