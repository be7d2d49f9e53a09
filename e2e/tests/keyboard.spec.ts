import { expect, test, type Page } from '@playwright/test';
import {
  enterAsGuest,
  openStudentTab,
  signInNewStudent,
  signInNewTeacher,
  skipBeta,
} from './support';

const INTERACTIVE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * Tabs through the whole page and checks that every visible control is reached, and that each one
 * shows a focus ring.
 */
async function expectKeyboardReachable(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    let id = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') {
        element.dataset.kbd = String(id++);
      }
    }
  }, INTERACTIVE);
  const expected = await page.locator('[data-kbd]').count();
  const reached = new Set<string>();
  const withoutRing: string[] = [];
  await page.locator('body').focus();
  for (let press = 0; press < expected + 15 && reached.size < expected; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The ring may be drawn by the control, a part inside it, or the card it stretches over.
      const parts = [
        element,
        ...element.querySelectorAll<HTMLElement>('*'),
        element.parentElement,
        element.parentElement?.parentElement,
      ].filter((part): part is HTMLElement => part instanceof HTMLElement);
      const ringed = parts.some(
        (part) =>
          getComputedStyle(part).outlineStyle !== 'none' &&
          getComputedStyle(part).outlineWidth !== '0px',
      );
      return { id: element.dataset.kbd ?? null, ringed, name: element.outerHTML.slice(0, 80) };
    });
    if (!focused?.id) continue;
    reached.add(focused.id);
    if (!focused.ringed) withoutRing.push(focused.name);
  }
  const missed = await page.evaluate(
    (ids) =>
      [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
        .filter((element) => !ids.includes(element.dataset.kbd ?? ''))
        .map((element) => element.outerHTML.slice(0, 80)),
    [...reached],
  );
  expect(missed, 'controls Tab never reaches').toEqual([]);
  expect(withoutRing, 'controls without a visible focus ring').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

test('guest screens can be used with the keyboard alone, focus always visible', async ({
  page,
}) => {
  await page.goto('/');
  await expectKeyboardReachable(page);
  await enterAsGuest(page);
  await page.goto('/student-dashboard');
  await page.getByLabel('Topic', { exact: true }).fill('Cold War');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Deck: Cold War' })).toBeVisible();
  await expectKeyboardReachable(page);
  await page.goto('/quiz');
  await expectKeyboardReachable(page);
  await page.goto('/timeline');
  await page.getByRole('button', { name: /^Ancient History/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Ancient History' })).toBeVisible();
  await expectKeyboardReachable(page);
});

test('the teacher dashboard can be used with the keyboard alone', async ({ page }) => {
  await signInNewTeacher(page, 'keyboard');
  await expectKeyboardReachable(page);
});

test("a student's timeline and decks can be used with the keyboard alone", async ({ page }) => {
  await signInNewStudent(page, 'keyboard-student');
  await page.request.post('/api/student/custom-timeline', {
    data: { title: 'Magna Carta', year: 1215, category: 'Law', description: 'King John seals it.' },
  });
  await page.request.post('/api/student/decks', { data: { title: 'Charters' } });
  await openStudentTab(page, 'My Studies');
  await expect(page.getByRole('button', { name: 'Magna Carta', exact: true })).toBeVisible();
  await expectKeyboardReachable(page);
  await openStudentTab(page, 'My Collections');
  await expect(page.getByRole('button', { name: 'Charters', exact: true })).toBeVisible();
  await expectKeyboardReachable(page);
});
