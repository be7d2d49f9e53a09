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

test('public and guest pages have no serious accessibility violations', async ({ page }) => {
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await enterAsGuest(page);
  for (const route of GUEST_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test("signed-in screens have no serious accessibility violations, the teacher's included", async ({
  page,
  browser,
}) => {
  await signInNewStudent(page, 'a11y');
  for (const tab of ['Explore', 'My Studies', 'My Collections'] as const) {
    await openStudentTab(page, tab);
    await expectNoSeriousViolations(page);
  }
  await page.goto('/account');
  await expectNoSeriousViolations(page);

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await skipBeta(teacher);
  await signInNewTeacher(teacher, 'a11y-teacher');
  await expectNoSeriousViolations(teacher);
  await teacher.getByRole('tab', { name: 'Create Class' }).click();
  await expectNoSeriousViolations(teacher);
  const create = teacher.getByRole('form', { name: 'Create Class' });
  await create.getByLabel('Title').fill('Access 7C');
  await create.getByRole('button', { name: 'Create class' }).click();
  await teacher.getByRole('link', { name: 'View' }).click();
  await expectNoSeriousViolations(teacher);
  for (const section of ['Manage Events', 'Manage Decks', 'Students']) {
    await teacher.getByRole('button', { name: section }).click();
    await expectNoSeriousViolations(teacher);
    await teacher.getByRole('button', { name: 'Back to the class menu' }).click();
  }
  await teacherContext.close();
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
