import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousViolations,
  openStudentTab,
  signInNewStudent,
  signInNewTeacher,
  skipBeta,
} from './support';

async function addClassEvent(
  page: Page,
  event: { title: string; year: string; description: string },
) {
  await page.getByRole('button', { name: 'Add an event', exact: true }).click();
  const form = page.getByRole('form', { name: 'New class event' });
  await form.getByLabel('Title').fill(event.title);
  await form.getByLabel('Year').fill(event.year);
  await form.getByLabel('Description', { exact: true }).fill(event.description);
  await form.getByRole('button', { name: 'Add to the class' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: event.title, exact: true })).toBeVisible();
}

test('a teacher runs a class that a student joins, with the shared deck updating live', async ({
  browser,
  page: teacher,
}) => {
  // Two browsers, two accounts and a quiz: the longest journey, given three times the timeout so
  // a busy machine does not fail it.
  test.slow();
  await skipBeta(teacher);
  await signInNewTeacher(teacher, 'teacher');

  await teacher.getByRole('button', { name: 'Create first class' }).click();
  const create = teacher.getByRole('form', { name: 'Create Class' });
  await create.getByRole('button', { name: 'Create class' }).click();
  await expect(create.getByText('Please enter a class title.')).toBeVisible();
  await create.getByLabel('Title').fill('History 9B');
  await create.getByLabel('Subject').fill('History');
  await create.getByLabel('Year group').fill('Year 9');
  await create.getByRole('button', { name: 'Create class' }).click();
  await expect(teacher.getByRole('heading', { name: 'History 9B' })).toBeVisible();
  await expect(teacher.getByText('Year 9 · History')).toBeVisible();
  const code = (await teacher.locator('.class-card__code code').textContent()) ?? '';
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expectNoSeriousViolations(teacher);

  await teacher.getByRole('link', { name: 'View' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: 'History 9B' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Manage Decks' }).click();
  await teacher.getByLabel('New deck title').fill('Revolutions');
  await teacher.getByRole('button', { name: 'Create deck' }).click();
  await expect(teacher.getByRole('button', { name: 'Revolutions', exact: true })).toBeVisible();
  await teacher.getByRole('button', { name: 'Back to the class menu' }).click();
  await teacher.getByRole('button', { name: 'Manage Events' }).click();
  await addClassEvent(teacher, {
    title: 'Storming of the Bastille',
    year: '1789',
    description: 'Parisians storm the royal fortress.',
  });
  await teacher.getByLabel('Add Storming of the Bastille to a deck').selectOption('Revolutions');
  await expect(teacher.getByText('Added to deck: Revolutions')).toBeVisible();

  await teacher.getByRole('button', { name: 'Storming of the Bastille', exact: true }).click();
  const details = teacher.getByRole('dialog', { name: 'Storming of the Bastille' });
  await expect(details.getByText(/^When: 1789/)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The student, in another browser, joins with the code as the teacher reads it out.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await skipBeta(student);
  await signInNewStudent(student, 'class-student', 'Ada Lovelace');
  await openStudentTab(student, 'My Collections');
  await student.getByLabel('Class code').fill('nope');
  await student.getByRole('button', { name: 'Join a class' }).click();
  await expect(
    student.getByText('A class code has 8 letters and digits, like HX7K-2P9M.'),
  ).toBeVisible();
  await student.getByLabel('Class code').fill('ZZZZ-ZZZZ');
  await student.getByRole('button', { name: 'Join a class' }).click();
  await expect(
    student.getByText('No class has this code. Check it with your teacher.'),
  ).toBeVisible();
  await student.getByLabel('Class code').fill(code.toLowerCase());
  await student.getByRole('button', { name: 'Join a class' }).click();
  await expect(student.getByText('You joined History 9B!')).toBeVisible();
  const shared = student.getByRole('region', { name: 'Shared by your teachers' });
  await expect(shared.getByText('Shared by Grace Hopper · History 9B')).toBeVisible();
  await shared.getByRole('button', { name: 'Revolutions' }).click();
  const deckView = student.getByRole('dialog', { name: 'Revolutions' });
  await expect(deckView.getByText('1 card')).toBeVisible();
  await expect(deckView.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  // The teacher adds a card; the student's open deck shows it without a reload.
  await addClassEvent(teacher, {
    title: 'Battle of Waterloo',
    year: '1815',
    description: 'Napoleon is defeated for the last time.',
  });
  await teacher.getByLabel('Add Battle of Waterloo to a deck').selectOption('Revolutions');
  await expect(deckView.getByText('2 cards')).toBeVisible();
  await expect(deckView.getByRole('button', { name: 'Battle of Waterloo' })).toBeVisible();
  await deckView.press('Escape');

  // The student plays a quiz on the shared deck.
  await student.goto('/quiz');
  await student
    .getByLabel('Deck', { exact: true })
    .selectOption({ label: 'Revolutions (2 cards)' });
  await student.getByLabel('Game', { exact: true }).selectOption({ label: 'True or False' });
  await student.getByRole('button', { name: 'Start' }).click();
  for (let statement = 1; statement <= 2; statement++) {
    await student.getByRole('button', { name: 'False', exact: true }).click();
    await student.getByRole('button', { name: 'Next' }).click();
  }
  await expect(student.getByText(/You scored \d out of 2/)).toBeVisible();

  // The teacher sees the student on the roster, then deletes the class.
  await teacher.getByRole('button', { name: 'Back to the class menu' }).click();
  await teacher.getByRole('button', { name: 'Students' }).click();
  await expect(teacher.getByText('Ada Lovelace')).toBeVisible();
  await teacher.getByRole('link', { name: 'Back to My Classes' }).click();
  await teacher.getByRole('button', { name: 'Delete History 9B' }).click();
  await teacher
    .getByRole('dialog', { name: 'Delete this class?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(teacher.getByText('You have no classes yet.')).toBeVisible();

  await student.goto('/student-dashboard');
  await openStudentTab(student, 'My Collections');
  await expect(student.getByRole('region', { name: 'Shared by your teachers' })).toHaveCount(0);
  await studentContext.close();
});

test('the class overview shows events in a light timeline with AI insights', async ({ page }) => {
  await skipBeta(page);
  await signInNewTeacher(page, 'overview');
  await page.getByRole('button', { name: 'Create first class' }).click();
  const create = page.getByRole('form', { name: 'Create Class' });
  await create.getByLabel('Title').fill('World 10A');
  await create.getByRole('button', { name: 'Create class' }).click();
  await page.getByRole('link', { name: 'View' }).click();
  await page.getByRole('button', { name: 'Manage Events' }).click();
  await addClassEvent(page, {
    title: 'Battle of Waterloo',
    year: '1815',
    description: 'Napoleon is defeated for the last time.',
  });
  await page.getByRole('button', { name: 'Back to the class menu' }).click();
  await page.getByRole('button', { name: 'Class overview' }).click();
  // The timeline is the overview's one list of events: each is named and found once.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(page.getByRole('button', { name: /Battle of Waterloo/ })).toHaveCount(1);
  await timeline.getByRole('button', { name: '1815 — Battle of Waterloo' }).click();
  const insight = page.getByRole('dialog', { name: 'Battle of Waterloo' });
  await expect(insight.getByRole('heading', { name: 'Did you know?' })).toBeVisible();
  await expect(insight.getByRole('heading', { name: 'Recommended searches' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await insight.press('Escape');
  await page.getByRole('link', { name: 'Back to My Classes' }).click();
  await expect(page).toHaveURL(/\/teacher$/);
});
