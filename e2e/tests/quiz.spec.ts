import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signInNewStudent, skipBeta } from './support';

const QUIZ_DECK = 'Quiz deck';
const CARDS = [
  {
    title: 'Magna Carta',
    year: 1215,
    description: 'King John seals the Great Charter at Runnymede.',
  },
  {
    title: 'Printing press',
    year: 1440,
    description: 'Gutenberg builds a press with movable type in Mainz.',
  },
  {
    title: 'Fall of Constantinople',
    year: 1453,
    description: 'Ottoman forces under Mehmed take the city.',
  },
  {
    title: 'Columbus reaches the Caribbean',
    year: 1492,
    description: 'Columbus lands on an island of the Bahamas.',
  },
  {
    title: 'Ninety-five Theses',
    year: 1517,
    description: 'Martin Luther challenges the sale of indulgences in Wittenberg.',
  },
  {
    title: 'Spanish Armada defeated',
    year: 1588,
    description: 'English ships scatter the Armada sent by Philip of Spain.',
  },
  {
    title: 'Peace of Westphalia',
    year: 1648,
    description: 'Treaties signed in Osnabrück and Münster end the war.',
  },
  {
    title: 'Storming of the Bastille',
    year: 1789,
    description: 'Parisians storm the royal fortress in Paris.',
  },
  {
    title: 'Battle of Waterloo',
    year: 1815,
    description: 'Wellington and Blücher defeat Napoleon in Belgium.',
  },
  {
    title: 'Golden Law',
    year: 1888,
    description: 'On 13 May 1888 Princess Isabel signs the law ending slavery in Brazil.',
  },
  {
    title: 'Moon landing',
    year: 1969,
    description: 'In July 1969 Armstrong and Aldrin walk on the Moon.',
  },
  {
    title: 'Fall of the Berlin Wall',
    year: 1989,
    description: 'Crowds open the Berlin crossings in November.',
  },
];
const yearOf = (title: string) => CARDS.find((card) => card.title === title)?.year ?? 0;

async function seedQuizDeck(page: Page): Promise<void> {
  expect(
    (await page.request.post('/api/student/decks', { data: { title: QUIZ_DECK } })).status(),
  ).toBe(201);
  for (const card of CARDS) {
    const path = `/api/student/decks/${encodeURIComponent(QUIZ_DECK)}/events`;
    expect((await page.request.post(path, { data: card })).status()).toBe(201);
  }
}

async function startQuiz(page: Page, mode: string): Promise<void> {
  await page.goto('/quiz');
  const start = page.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  await page.getByLabel('Deck', { exact: true }).selectOption({ label: `${QUIZ_DECK} (12 cards)` });
  await expect(start).toBeDisabled();
  await page.getByLabel('Game', { exact: true }).selectOption({ label: mode });
  await start.click();
  await expect(page.getByRole('heading', { level: 1, name: mode })).toBeVisible();
  // Each game's code comes when it starts: the test begins once the game is drawn.
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Finished games straight through the API, as the games save them. */
async function seedResults(page: Page, count: number): Promise<void> {
  for (let game = 0; game < count; game++) {
    const result = {
      mode: 'master',
      deckTitle: 'Independence movements of the Americas and the Iberian empires',
      score: game,
      total: 10,
      bestStreak: game,
    };
    expect((await page.request.post('/api/student/quiz-results', { data: result })).status()).toBe(
      201,
    );
  }
}

/** The quiz panel stands clear of the navbar above it. */
async function expectPanelBelowNavbar(page: Page): Promise<void> {
  await expect(page.locator('section.quiz')).toBeVisible();
  const navbar = (await page.locator('header.navbar').boundingBox())!;
  const panel = (await page.locator('section.quiz').boundingBox())!;
  expect(panel.y - (navbar.y + navbar.height)).toBeGreaterThanOrEqual(16);
}

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
  await signInNewStudent(page, 'quiz');
  await seedQuizDeck(page);
});

test('guess the year, fill in the blank and true or false play to the end and are kept in My results', async ({
  page,
}) => {
  await startQuiz(page, 'Guess the Year');
  for (let round = 0; round < 3; round++) {
    // Two cards state their year in the description; no question may show it.
    const title = await page.locator('.question__title').textContent();
    await expect(page.locator('.question > p').first()).not.toContainText(
      String(yearOf(title ?? '')),
    );
    await page.getByRole('group', { name: 'Possible years' }).getByRole('button').first().click();
    await expect(page.getByText(/^(Correct!|Wrong\. Correct year: \d+)$/)).toBeVisible();
    await next(page);
  }
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'End game' }).click();
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByText(/You scored \d+ out of 3/)).toBeVisible();
  await page.getByRole('button', { name: 'Return to menu' }).click();

  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Fill in the Blank' });
  await page.getByRole('button', { name: 'Start' }).click();
  for (let question = 1; question <= 10; question++) {
    await expect(page.getByText(`Question ${question} of 10`)).toBeVisible();
    await page.getByLabel('Missing word').fill('Paris');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^(Correct!|Wrong! The missing word was \S+)$/)).toBeVisible();
    await expect(page.getByLabel('Missing word')).toBeDisabled();
    await next(page);
  }
  await expect(page.getByText(/You scored \d+ out of 10/)).toBeVisible();
  await page.getByRole('button', { name: 'Return to menu' }).click();

  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'True or False' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText(/^Time left: 1[45] s$/)).toBeVisible();
  for (let statement = 1; statement <= 10; statement++) {
    await page.getByRole('button', { name: 'True', exact: true }).click();
    await expect(page.getByText(/^(Correct!|Incorrect)/)).toBeVisible();
    await next(page);
  }
  await expect(page.getByText(/You scored \d+ out of 10/)).toBeVisible();
  await page.getByRole('button', { name: 'Return to menu' }).click();

  const results = page.getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(results).toContainText('True or False');
  await expect(results).toContainText('Fill in the Blank');
  await expect(results).toContainText('Guess the Year');
  await expect(results).toContainText(QUIZ_DECK);

  // Every answer on a card counted as a review of it: 3 + 10 + 10 today.
  await page.goto('/student-dashboard');
  await page.getByRole('tab', { name: 'Progress' }).click();
  const reviews = page.getByRole('figure', { name: 'Reviews per day (last 30 days)' });
  await reviews.getByText('Show as a table').click();
  await expect(reviews.getByRole('cell').last()).toHaveText('23');
});

test('order the events can be solved with the keyboard alone', async ({ page }) => {
  await startQuiz(page, 'Order the Events');
  const items = page.locator('.order-item');
  await expect(items).toHaveCount(5);
  for (let target = 0; target < 5; target++) {
    const titles = await page.locator('.order-item__title').allTextContents();
    let earliest = target;
    for (let index = target; index < titles.length; index++) {
      if (yearOf(titles[index]!) < yearOf(titles[earliest]!)) earliest = index;
    }
    if (earliest === target) continue;
    const title = titles[earliest]!;
    // Each key waits for the drag's spoken announcement, as a screen-reader user would.
    const announced = (text: string) =>
      expect(page.getByText(text, { exact: true })).toBeAttached();
    await items.nth(earliest).focus();
    await page.keyboard.press('Space');
    await announced(`Picked up ${title}.`);
    // dnd-kit starts listening for arrow keys in a timer set at pick-up, which a busy machine can
    // run after the announcement renders; a timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    for (let position = earliest; position > target; position--) {
      await page.keyboard.press('ArrowUp');
      await announced(`${title} moved to position ${position}.`);
    }
    await page.keyboard.press('Space');
    await announced(`${title} dropped at position ${target + 1}.`);
    await expect(page.locator('.order-item__title').nth(target)).toHaveText(title);
  }
  await page.getByRole('button', { name: 'Submit Order' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correct order!')).toBeVisible();
  await expect(page.locator('.order-item__year')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
});

test('true or false shows the right answer green and a wrong pick red, as the other games do', async ({
  page,
}) => {
  await startQuiz(page, 'True or False');
  const trueButton = page.getByRole('button', { name: 'True', exact: true });
  const falseButton = page.getByRole('button', { name: 'False', exact: true });
  await trueButton.click();
  await expect(page.getByText(/^(Correct!|Incorrect)/)).toBeVisible();
  if (await page.getByText(/^Correct!/).isVisible()) {
    await expect(trueButton).toHaveClass(/option--right/);
    await expect(falseButton).not.toHaveClass(/option--(right|wrong)/);
  } else {
    await expect(trueButton).toHaveClass(/option--wrong/);
    await expect(falseButton).toHaveClass(/option--right/);
  }
  await expect(trueButton).toBeDisabled();
  await expect(falseButton).toBeDisabled();
  await next(page);
  await expect(trueButton).not.toHaveClass(/option--(right|wrong)/);
  await expect(page.locator('p.quiz__progress')).toHaveText('Question 2 of 10');
});

test('the quiz page keeps clear of the navbar, on the menu and in a game', async ({ page }) => {
  await page.goto('/quiz');
  await expectPanelBelowNavbar(page);
  await startQuiz(page, 'Which Came First');
  await expectPanelBelowNavbar(page);
});

test('which came first asks before quitting, and plays six timed pairs to the end', async ({
  page,
}) => {
  await startQuiz(page, 'Which Came First');
  await page.getByRole('button', { name: 'Quit' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to quit and return to the menu?',
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();

  for (let pair = 1; pair <= 6; pair++) {
    await expect(page.getByText(`Question ${pair} of 6`)).toBeVisible();
    await page.locator('.option--event').first().click();
    await expect(page.getByText(/^(Correct!|Wrong! .+ came first\.)$/)).toBeVisible();
    await next(page);
  }
  await expect(page.getByText(/You scored \d+ out of 6/)).toBeVisible();
  await page.getByRole('button', { name: 'Play again' }).click();
  await page.getByRole('button', { name: 'Quit' }).click();
  await confirm.getByRole('button', { name: 'Quit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
});

test('the master quiz mixes ten questions and ends with the score out of 10', async ({ page }) => {
  await startQuiz(page, 'Master Quiz');
  for (let question = 1; question <= 10; question++) {
    // The same progress line as every other game.
    await expect(page.locator('p.quiz__progress')).toHaveText(`Question ${question} of 10`);
    const blank = page.getByLabel('Missing word');
    const years = page.getByRole('group', { name: 'Possible years' });
    const trueButton = page.getByRole('button', { name: 'True', exact: true });
    if (await blank.isVisible()) {
      await blank.fill('Paris');
      await page.keyboard.press('Enter');
    } else if (await years.isVisible()) {
      await years.getByRole('button').first().click();
    } else if (await trueButton.isVisible()) {
      await trueButton.click();
    } else {
      await page.locator('.option--event').first().click();
    }
    await next(page);
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByText(/You scored \d+ out of 10/)).toBeVisible();
  await expect(page.getByText(/Best streak: \d+/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('My results fits the screen, each game a card of its own', async ({ page }) => {
    await seedResults(page, 3);
    await page.goto('/quiz');
    const results = page.getByRole('table', { name: 'My results' });
    await expect(results.getByRole('row')).toHaveCount(4);
    await expect(results.getByText('Master Quiz')).toHaveCount(3);
    await expect(results.locator('tbody').getByText('Best streak').first()).toBeVisible();
    await expectPanelBelowNavbar(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });

  test('order the events by long-press and drag', async ({ page }) => {
    await startQuiz(page, 'Order the Events');
    const titles = await page.locator('.order-item__title').allTextContents();
    const centre = async (index: number) => {
      const box = (await page.locator('.order-item').nth(index).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await centre(2);
    const to = await centre(0);
    // Playwright's touchscreen only taps, so the drag goes through the DevTools protocol.
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    await page.waitForTimeout(250); // the 120 ms long press that starts a touch drag
    for (let step = 1; step <= 10; step++) {
      const y = from.y + ((to.y - from.y) * step) / 10;
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x, y }],
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.locator('.order-item__title').first()).toHaveText(titles[2]!);
    await page.getByRole('button', { name: 'Submit Order' }).tap();
    await expect(
      page.getByText(/^(Correct order!|Not quite right\. Check the correct years above!)$/),
    ).toBeVisible();
  });
});
