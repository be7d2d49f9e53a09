import { expect, test } from '@playwright/test';
import { dismissBeta, logIn, register, skipBeta, uniqueEmail, verify, openPage } from './support';

test('a guest enters from the landing page and is invited to sign up', async ({ page }) => {
  await page.goto('/');
  await dismissBeta(page);
  await page.getByRole('button', { name: 'Try it as a guest' }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Student' })).toBeVisible();
  await expect(page.getByText('You are exploring as a guest.')).toBeVisible();

  await page.getByRole('tab', { name: 'My Studies' }).click();
  await expect(page.getByText('Want to save and edit your work?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The chosen tab is remembered.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Studies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Guests may use student areas but never teacher ones.
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/login$/);
});

test('anonymous visitors are sent to the login page', async ({ page }) => {
  await skipBeta(page);
  for (const path of ['/student-dashboard', '/teacher', '/role-selector', '/class/ABC123']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('a student-only account is sent home from teacher areas', async ({ page }) => {
  await skipBeta(page);
  const email = uniqueEmail('student');
  await register(page, { name: 'Dara Student', email, teacher: false });
  await verify(page, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await dismissBeta(page);
  await expect(page.getByRole('button', { name: 'Switch to teacher' })).toHaveCount(0);
  await page.goto('/teacher');
  await expect(page).toHaveURL(/\/$/);
});

test('the navbar is hidden where the screen has its own header', async ({ page }) => {
  await skipBeta(page);
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await openPage(page, '/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});
