import { expect, test } from '@playwright/test';
import { API_ROUTES, fillRoute, type ClassSummary } from '@chronodeck/contract';
import { signInNewTeacher, skipBeta } from './support';

const BROKEN_LINK = 'https://example.org/caf%E0';
const ECHOED_URL = 'https://phish.example/login';

test('a class event with a broken link and an AI summary echoing addresses keeps the page', async ({
  page,
}) => {
  await skipBeta(page);
  await signInNewTeacher(page, 'untrusted-links');
  // Cookie-authenticated changes must come from the app's own origin.
  const headers = { origin: new URL(page.url()).origin };
  const created = await page.request.post(API_ROUTES.classes.list, {
    data: { title: 'History 9B' },
    headers,
  });
  const { _id: classId } = (await created.json()) as ClassSummary;
  const added = await page.request.post(fillRoute(API_ROUTES.classes.events, { classId }), {
    data: {
      title: 'Fall of Constantinople',
      year: 1453,
      description: 'The city falls to the Ottomans.',
      links: [BROKEN_LINK],
    },
    headers,
  });
  expect(added.status()).toBe(201);
  // What a language model echoing the teacher's text could answer.
  await page.route(`**${API_ROUTES.generateSummary}`, (route) =>
    route.fulfill({
      json: { summary: `Constantinople falls in 1453.\n${ECHOED_URL}\n${BROKEN_LINK}` },
    }),
  );

  await page.goto(`/class/${classId}`);
  await page.getByRole('button', { name: 'Manage Events' }).click();
  await page.getByRole('button', { name: 'Fall of Constantinople', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Fall of Constantinople' });
  await expect(details.getByText('Constantinople falls in 1453.')).toBeVisible();
  await expect(details.getByText(ECHOED_URL, { exact: true })).toBeVisible();
  await expect(details.locator('a[href*="phish.example"]')).toHaveCount(0);
  // The event's own link is a link, shown as typed.
  await expect(details.getByRole('link', { name: BROKEN_LINK })).toHaveAttribute(
    'href',
    BROKEN_LINK,
  );
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History 9B' })).toBeVisible();
});
