import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  openStudentTab,
  PASSWORD,
  register,
  signInNewStudent,
  signInNewTeacher,
  skipBeta,
  uniqueEmail,
} from './support';

// What a newcomer tripped over in their first hour (issue 14), one journey each.

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

/** A deck holding one card, made through the API for the signed-in student on `page`. */
async function createDeckWithCard(
  page: Page,
  title: string,
  card: { title: string; year: number },
) {
  expect((await page.request.post('/api/student/decks', { data: { title } })).ok()).toBe(true);
  const added = await page.request.post(`/api/student/decks/${encodeURIComponent(title)}/events`, {
    data: { ...card, description: 'A card to open.', links: [] },
  });
  expect(added.ok()).toBe(true);
}

test('Escape in a card opened from a deck closes the card and leaves the deck open', async ({
  page,
}) => {
  await signInNewStudent(page, 'nested-escape');
  await createDeckWithCard(page, 'Revolutions', { title: 'Storming of the Bastille', year: 1789 });
  await openStudentTab(page, 'My Collections');
  await page.getByRole('button', { name: 'Revolutions', exact: true }).click();
  const deckView = page.getByRole('dialog', { name: 'Revolutions' });
  await deckView.getByRole('button', { name: 'Storming of the Bastille', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Storming of the Bastille' });
  await expect(card).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(deckView).toBeVisible();
  await expect(deckView.getByRole('heading', { name: 'Revolutions' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(deckView).toBeHidden();
});

test('a generated card goes into the timeline once, and its button says it is there', async ({
  page,
}) => {
  await signInNewStudent(page, 'explore-once');
  let posts = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/student/custom-timeline', async (route) => {
    if (route.request().method() === 'POST') {
      posts += 1;
      await released;
    }
    await route.continue();
  });

  await page.getByLabel('Topic', { exact: true }).fill('French Revolution');
  await page.getByRole('button', { name: 'Generate' }).click();
  const add = page.getByRole('button', { name: 'Add Storming of the Bastille to my timeline' });
  await add.dblclick();
  await expect(add).toBeDisabled();
  await expect(add).toHaveText('Adding…');
  release();

  const added = page.getByRole('button', { name: 'Storming of the Bastille is in my timeline' });
  await expect(added).toBeDisabled();
  await expect(added).toHaveText('✓ Added to my timeline');
  await expect(page.getByText('Added to your custom timeline!')).toBeVisible();
  expect(posts).toBe(1);

  // After a reload the card is still known to be in the timeline, and the timeline holds it once.
  await page.reload();
  await expect(added).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Add .+ to my timeline$/ }).first()).toBeEnabled();
  await openStudentTab(page, 'My Studies');
  await expect(
    page.getByRole('button', { name: 'Storming of the Bastille', exact: true }),
  ).toHaveCount(1);
  expect(posts).toBe(1);
});

/** How far the page's first block starts below the navbar's bottom edge, in CSS pixels. */
async function gapBelowNavbar(page: Page): Promise<number> {
  const navbar = await page.getByRole('banner').boundingBox();
  const panel = await page.locator('#main > *').first().boundingBox();
  expect(navbar && panel).toBeTruthy();
  return panel!.y - (navbar!.y + navbar!.height);
}

test('flashcards keep a gap below the navbar', async ({ page }) => {
  await signInNewStudent(page, 'flashcards-gap');
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { level: 1, name: 'Flashcards' })).toBeVisible();
  expect(await gapBelowNavbar(page)).toBeGreaterThanOrEqual(16);
});

test("the teacher's class overview keeps a gap below the navbar", async ({ page }) => {
  await signInNewTeacher(page, 'overview-gap');
  const created = await page.request.post('/api/classes', { data: { title: 'History 9B' } });
  expect(created.ok()).toBe(true);
  const { _id } = (await created.json()) as { _id: string };
  await page.goto(`/class/${_id}`);
  await page.getByRole('button', { name: 'Class overview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'History 9B' })).toBeVisible();
  expect(await gapBelowNavbar(page)).toBeGreaterThanOrEqual(16);
  // Its two ways back sit side by side.
  const ways = page.getByRole('navigation', { name: 'Class navigation' });
  const menu = await ways.getByRole('button', { name: 'Back to the class menu' }).boundingBox();
  const classes = await ways.getByRole('link', { name: 'Back to My Classes' }).boundingBox();
  expect(Math.abs(menu!.y - classes!.y)).toBeLessThan(8);
});

test('the login page after registering shows one message at a time, with the e-mail filled in', async ({
  page,
}) => {
  const email = uniqueEmail('one-message');
  await register(page, { name: 'Bruno', email });
  const messages = page.locator('.auth-form').locator('.notice, .form-error:not(:empty)');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(messages).toHaveText(['Registered! Please check your email to verify.']);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(messages).toHaveText(['Please verify your e-mail address before logging in.']);
  await expect(page.getByRole('alert')).toHaveText(
    'Please verify your e-mail address before logging in.',
  );

  await page.getByRole('button', { name: 'Send a new verification e-mail' }).click();
  await expect(messages).toHaveText([
    'If that account is waiting for verification, a new link is on its way. Check your inbox.',
  ]);
  await expect(page.getByRole('button', { name: 'Send a new verification e-mail' })).toHaveCount(0);

  // A new attempt replaces the last message again.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(messages).toHaveText(['Please verify your e-mail address before logging in.']);
});

test('the landscape tip stays away after it is dismissed, across reloads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const tip = page.getByRole('note');
  await expect(tip).toContainText('turn your phone sideways');
  await page.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(tip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tip).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tip).toHaveCount(0);
});

/** Nothing lies over the element: its centre and points around it hit the element itself. */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Inside the rounded corners, which hit-testing leaves out.
    const points = [
      [0.5, 0.5],
      [0.2, 0.5],
      [0.8, 0.5],
      [0.5, 0.2],
      [0.5, 0.8],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(box.left + x * box.width, box.top + y * box.height);
      return hit !== null && element.contains(hit);
    });
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`right after joining a class its Leave button is not covered (${device})`, async ({
    browser,
    page: teacher,
  }) => {
    await signInNewTeacher(teacher, 'join-teacher');
    const created = await teacher.request.post('/api/classes', { data: { title: 'History 9B' } });
    const { _id: code } = (await created.json()) as { _id: string };

    const context = await browser.newContext({ viewport });
    const student = await context.newPage();
    await skipBeta(student);
    await signInNewStudent(student, 'join-student');
    await openStudentTab(student, 'My Collections');
    await student.getByLabel('Class code').fill(code);
    await student.getByRole('button', { name: 'Join a class' }).click();
    await expect(student.getByRole('status').getByText('You joined History 9B!')).toBeVisible();
    const leave = student.getByRole('button', { name: 'Leave History 9B' });
    await leave.scrollIntoViewIfNeeded();
    expect(await isUncovered(leave)).toBe(true);
    await leave.click({ trial: true });
    await context.close();
  });
}

test('the beta notice focuses "Got it" first, then "Send feedback"', async ({ browser }) => {
  // A fresh context: this test is about the notice the other tests skip.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Welcome to the Chronodeck beta' });
  await expect(notice.getByRole('button', { name: 'Got it' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(notice.getByRole('link', { name: 'Send feedback' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await context.close();
});

test('saving a generated deck names the dashboard tab the deck is in, in each language', async ({
  page,
}) => {
  await signInNewStudent(page, 'deck-saved');
  await page.getByLabel('Topic', { exact: true }).fill('French Revolution');
  await page.getByRole('button', { name: 'Generate' }).click();
  const saved = page.locator('.toast--success span');

  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect(saved).toHaveText('Deck saved! Check your My Collections tab.');
  const english = /Check your (.+) tab\./.exec((await saved.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByRole('tab', { name: english, exact: true })).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  await expect(saved).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer le paquet' }).click();
  await expect(saved).toHaveText('Paquet enregistré ! Consulte ton onglet Mes collections.');
  await expect(page.getByRole('tab', { name: 'Mes collections', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard starts near the top, with its tabs in one row and the rest behind Menu', async ({
    page,
  }) => {
    await signInNewStudent(page, 'phone-dashboard');
    await expect(page.getByRole('note')).toContainText('turn your phone sideways');
    const content = await page.locator('.dashboard__content').boundingBox();
    expect(content!.y).toBeLessThanOrEqual(110);
    const tabs = page.getByRole('tablist');
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const name of ['Explore', 'My Studies', 'My Collections']) {
      await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
    }

    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await logout.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the teacher dashboard keeps language, account and logout to one row', async ({ page }) => {
    await signInNewTeacher(page, 'phone-teacher');
    const actions = page.locator('.dashboard__actions');
    const tops = await actions
      .locator('select, a, button')
      .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
    expect((await actions.boundingBox())!.height).toBeLessThanOrEqual(48);
  });

  test('the navbar folds its links behind Menu, which closes on the next page', async ({
    page,
  }) => {
    await page.goto('/about');
    const navbar = page.getByRole('banner');
    expect((await navbar.boundingBox())!.height).toBeLessThanOrEqual(64);
    const login = navbar.getByRole('link', { name: 'Login' });
    await expect(login).toBeHidden();
    await navbar.getByRole('button', { name: 'Menu' }).click();
    await expect(login).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await expect(login).toBeHidden();
    await navbar.getByRole('button', { name: 'Menu' }).click();
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
