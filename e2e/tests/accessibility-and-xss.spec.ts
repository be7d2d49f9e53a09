import { expect, test } from '@playwright/test';
import {
  enterAsGuest,
  expectNoSeriousViolations,
  openStudentTab,
  signInNewStudent,
  signInNewTeacher,
  skipBeta,
} from './support';

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/no-such-page',
];
const GUEST_ROUTES = [
  '/student-dashboard',
  '/student',
  '/timeline',
  '/quiz',
  '/flashcards',
  '/add-event',
];

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

for (const route of GUEST_ROUTES) {
  test(`${route} as a guest has no serious accessibility violations`, async ({ page }) => {
    await enterAsGuest(page);
    await page.goto(route);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("a student's screens have no serious accessibility violations", async ({ page }) => {
  await signInNewStudent(page, 'a11y');
  for (const tab of ['Explore', 'My Studies', 'My Collections'] as const) {
    await openStudentTab(page, tab);
    await expectNoSeriousViolations(page);
  }
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a teacher's screens have no serious accessibility violations", async ({ page }) => {
  await signInNewTeacher(page, 'a11y-teacher');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Create Class' }).click();
  await expectNoSeriousViolations(page);
  const create = page.getByRole('form', { name: 'Create Class' });
  await create.getByLabel('Title').fill('Access 7C');
  await create.getByRole('button', { name: 'Create class' }).click();
  await page.getByRole('link', { name: 'View' }).click();
  await expectNoSeriousViolations(page);
  for (const section of ['Manage Events', 'Manage Decks', 'Students']) {
    await page.getByRole('button', { name: section }).click();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Back to the class menu' }).click();
  }
});

test('markup typed into events is shown as text, and javascript: links never become links', async ({
  page,
}) => {
  const scriptRan: string[] = [];
  page.on('dialog', (dialog) => {
    scriptRan.push(dialog.message());
    void dialog.dismiss();
  });
  await signInNewStudent(page, 'xss');
  const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const created = await page.request.post('/api/student/custom-timeline', {
    data: {
      title: payload,
      year: 1789,
      category: '<b>bold</b>',
      description: `"><svg onload=alert(3)>`,
      summary: '<iframe src=javascript:alert(4)>',
      links: ['javascript:alert(5)', 'https://example.org/ok'],
    },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/student/decks', { data: { title: '<script>alert(6)</script>' } });

  await openStudentTab(page, 'My Studies');
  await expect(page.getByRole('button', { name: payload, exact: true })).toBeVisible();
  await page.getByRole('button', { name: payload, exact: true }).click();
  const details = page.getByRole('dialog', { name: payload });
  await expect(details.getByText('<iframe src=javascript:alert(4)>')).toBeVisible();
  await expect(details.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(details.getByRole('link', { name: 'https://example.org/ok' })).toBeVisible();
  await details.press('Escape');
  await openStudentTab(page, 'My Collections');
  await expect(
    page.getByRole('button', { name: '<script>alert(6)</script>', exact: true }),
  ).toBeVisible();

  await expect(page.locator('img[src="x"], iframe, svg[onload]')).toHaveCount(0);
  expect(scriptRan).toEqual([]);
});
