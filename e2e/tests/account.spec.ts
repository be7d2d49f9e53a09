import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, logIn, PASSWORD, signInNewStudent, skipBeta } from './support';

test('a student downloads their data and deletes their account', async ({ page }) => {
  await skipBeta(page);
  const email = await signInNewStudent(page, 'account');
  await page.request.post('/api/student/decks', { data: { title: 'Keepsakes' } });

  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^chronodeck-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string };
    decks: { title: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.decks.map((deck) => deck.title)).toEqual(['Keepsakes']);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete my account' });
  await confirm.getByLabel('Password').fill('not my password');
  await confirm.getByRole('button', { name: 'Delete everything' }).click();
  await expect(confirm.getByText('That password is not right.')).toBeVisible();
  await confirm.getByLabel('Password').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();

  await logIn(page, email);
  await expect(page.getByText('Incorrect e-mail or password.')).toBeVisible();
});
