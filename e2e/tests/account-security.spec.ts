import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  expectNoSeriousViolations,
  mailLinkFor,
  PASSWORD,
  signInNewStudent,
  skipBeta,
  uniqueEmail,
  openPage,
} from './support';

const NEW_PASSWORD = 'a new passphrase for Rome';

test('a student who forgot their password resets it from the mail and signs in with the new one', async ({
  page,
}) => {
  await skipBeta(page);
  const email = await createVerifiedAccount(page, 'forgot', 'Ada Lovelace', ['student']);

  await openPage(page, '/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousViolations(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/a link to choose a new password is on its way/)).toBeVisible();

  await page.goto(await mailLinkFor(email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password', { exact: true }).fill('not the same');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm the new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
});

test('a student changes their e-mail address through the link sent to the new one', async ({
  page,
}) => {
  await skipBeta(page);
  await signInNewStudent(page, 'old-address');
  const newEmail = uniqueEmail('new-address');

  await page.goto('/account');
  const emailForm = page.getByRole('form', { name: 'E-mail address' });
  await emailForm.getByLabel('New e-mail address').fill(newEmail);
  await emailForm.getByLabel('Password').fill(PASSWORD);
  await emailForm.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(await mailLinkFor(newEmail, '/confirm-email'));
  await expect(page.getByText('Done: your account now uses its new e-mail address.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.locator('.account-facts')).toContainText(newEmail);

  const login = await page.request.post('/api/auth/login', {
    data: { email: newEmail, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
});

test('a student renames themselves and signs out a session on another device', async ({
  page,
  browser,
}) => {
  await skipBeta(page);
  const email = await signInNewStudent(page, 'devices');
  const elsewhere = await browser.newContext();
  const otherLogin = await elsewhere.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    },
  });
  expect(otherLogin.status()).toBe(200);

  await page.goto('/account');
  const nameForm = page.getByRole('form', { name: 'Your name' });
  await nameForm.getByLabel('Name').fill('Countess Ada');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Countess Ada/ })).toBeVisible();

  const devices = page.getByRole('list').filter({ hasText: 'This device' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices).toContainText('Safari on iOS');
  await page.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(page.getByText('That device is signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401);
  await elsewhere.close();
});
