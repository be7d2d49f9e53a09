import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signInNewStudent, signInNewTeacher, skipBeta } from './support';

const CARDS = [
  { title: 'Storming of the Bastille', year: 1789, description: 'Parisians storm the fortress.' },
  { title: 'Brazil declares independence', year: 1822, description: 'Pedro I breaks with Lisbon.' },
];

/** A class with one deck of two cards, made through the teacher's own API calls. */
async function classWithDeck(teacher: Page): Promise<{ classId: string; code: string }> {
  const created = await teacher.request.post('/api/classes', { data: { title: 'History 9B' } });
  expect(created.status()).toBe(201);
  const { _id: classId } = (await created.json()) as { _id: string };
  const classPath = `/api/classes/${classId}/decks`;
  expect((await teacher.request.post(classPath, { data: { title: 'Revolutions' } })).ok()).toBe(
    true,
  );
  for (const card of CARDS) {
    const added = await teacher.request.post(`${classPath}/Revolutions/events`, { data: card });
    expect(added.ok()).toBe(true);
  }
  return { classId, code: classId };
}

async function studentInClass(browser: Browser, name: string, code: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await skipBeta(page);
  await signInNewStudent(page, name.toLowerCase(), name);
  expect((await page.request.post('/api/student/classes/join', { data: { code } })).ok()).toBe(
    true,
  );
  return page;
}

test('a teacher runs a live game that three students play from their own devices', async ({
  browser,
  page: teacher,
}) => {
  // Four browsers in one journey: three times the timeout, so a busy machine does not fail it.
  test.slow();
  await skipBeta(teacher);
  await signInNewTeacher(teacher, 'live-host');
  const { classId, code } = await classWithDeck(teacher);
  const names = ['Ada', 'Bento', 'Carla'];
  const students = await Promise.all(names.map((name) => studentInClass(browser, name, code)));

  await teacher.goto(`/class/${classId}`);
  await teacher.getByRole('button', { name: 'Live game' }).click();
  await teacher.getByRole('combobox', { name: 'Deck', exact: true }).selectOption('Revolutions');
  await teacher
    .getByRole('combobox', { name: 'Game', exact: true })
    .selectOption({ label: 'True or False' });
  await teacher.getByRole('button', { name: 'Start a live game' }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: 'Live game' })).toBeVisible();
  const pin = (await teacher.locator('.live-pin').textContent()) ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  await expect(
    teacher.getByRole('img', { name: 'QR code of the link to join the game' }),
  ).toBeVisible();

  for (const [index, student] of students.entries()) {
    await student.goto(`/play?pin=${pin}`);
    await expect(student.getByText(`You will play as ${names[index]}.`)).toBeVisible();
    await student.getByRole('button', { name: 'Join' }).click();
    await expect(student.getByText('Wait for your teacher to start the game.')).toBeVisible();
  }
  await expect(teacher.getByRole('heading', { name: '3 players' })).toBeVisible();
  await expectNoSeriousViolations(teacher);
  for (const name of names) await expect(teacher.getByText(name, { exact: true })).toBeVisible();

  await teacher.getByRole('button', { name: 'Start the game' }).click();
  for (const question of [1, 2]) {
    await expect(teacher.getByText(`Question ${question} of 2`)).toBeVisible();
    await expect(teacher.getByText('0 of 3 answered')).toBeVisible();
    // Ada and Carla say true, Bento false: whatever the statement, exactly one side is right.
    const answer = (index: number) =>
      students[index]!.getByRole('button', {
        name: index === 1 ? 'False' : 'True',
        exact: true,
      }).click();
    await answer(0);
    await expect(students[0]!.getByText('Answer sent. Wait for the others…')).toBeVisible();
    await expect(teacher.getByText('1 of 3 answered')).toBeVisible();
    await Promise.all([answer(1), answer(2)]);
    // Everyone answered: the answers show at once, without waiting for the countdown.
    await expect(teacher.getByText('Right answer')).toBeVisible();
    await expect(teacher.getByRole('region', { name: 'Leaderboard' })).toBeVisible();
    if (question === 1) {
      await expectNoSeriousViolations(teacher);
      await expectNoSeriousViolations(students[0]!);
    }
    for (const student of students) {
      await expect(student.getByText(/Right! \+\d+ points|Not this time\./)).toBeVisible();
    }
    await teacher
      .getByRole('button', { name: question === 2 ? 'Show the podium' : 'Next question' })
      .click();
  }

  await expect(teacher.getByRole('heading', { name: 'Podium' })).toBeVisible();
  const finalScores = teacher.getByRole('region', { name: 'Final scores' });
  for (const name of names)
    await expect(finalScores.getByText(name, { exact: true })).toBeVisible();
  for (const student of students) {
    await expect(student.getByText(/You finished in place [1-3] of 3/)).toBeVisible();
  }
  await teacher.screenshot({ path: test.info().outputPath('podium.png') });

  // Ada plays the shared deck again on her own: it counts in the class too.
  const ada = students[0]!;
  await ada.goto('/quiz');
  await ada.getByLabel('Deck', { exact: true }).selectOption({ label: 'Revolutions (2 cards)' });
  await ada.getByLabel('Game', { exact: true }).selectOption({ label: 'True or False' });
  await ada.getByRole('button', { name: 'Start' }).click();
  for (let statement = 1; statement <= 2; statement++) {
    await ada.getByRole('button', { name: 'False', exact: true }).click();
    await ada.getByRole('button', { name: 'Next' }).click();
  }
  await expect(ada.getByText(/You scored \d out of 2/)).toBeVisible();

  // The games went into the class results: the live game for everyone, and Ada's own.
  await teacher.goto(`/class/${classId}`);
  await teacher.getByRole('button', { name: 'Results' }).click();
  const table = teacher.getByRole('table', { name: 'Results per student' });
  for (const [name, games] of [
    ['Ada', 2],
    ['Bento', 1],
    ['Carla', 1],
  ] as const) {
    await expect(table.getByRole('row', { name: new RegExp(`^${name} ${games} `) })).toBeVisible();
  }
});
