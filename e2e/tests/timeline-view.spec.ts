import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  enterAsGuest,
  expectNoSeriousViolations,
  openStudentTab,
  signInNewStudent,
  skipBeta,
} from './support';

// The visual timeline (issue 19): proportional, zoomable, keyboard- and screen-reader-friendly,
// in the catalogue, My Studies and a deck.

test.beforeEach(async ({ page }) => {
  await skipBeta(page);
});

/** The axis position of a year as the timeline places it: no year 0 between 1 BCE and 1 CE. */
const axisPosition = (year: number) => (year < 0 ? year + 1 : year);

/** "1822 — Brazil declares independence" → 1822; "44 BCE — …" → -44. */
function yearOf(name: string): number {
  const [year = ''] = name.split(' — ');
  const value = Number(year.replace(/\D/g, ''));
  return /BCE/.test(year) ? -value : value;
}

async function dotCentre(item: Locator): Promise<number> {
  const box = await item.locator('.timeline-view__dot').boundingBox();
  if (!box) throw new Error('the event has no dot on screen');
  return box.x + box.width / 2;
}

async function timelineEvents(page: Page | Locator) {
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  return { timeline, events: timeline.getByRole('listitem') };
}

/** The accessible names of the events, in the order the lists give them. */
const eventNames = (within: Locator) =>
  within
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));

/** Pixels between two events' dots: it grows as the view zooms in. */
const spreadOf = async (from: Locator, to: Locator) =>
  (await dotCentre(to)) - (await dotCentre(from));

/** Zoom in spreads the events apart; Fit all brings back the view that showed them all. */
async function expectZoomInAndFitAll(timeline: Locator, first: Locator, last: Locator) {
  const before = await spreadOf(first, last);
  await timeline.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => spreadOf(first, last)).toBeGreaterThan(before * 1.4);
  await timeline.getByRole('button', { name: 'Fit all' }).click();
  await expect.poll(() => spreadOf(first, last)).toBeCloseTo(before, -1);
}

/** The event's dot is inside the timeline's stage, where the reader can see it. */
async function expectOnStage(timeline: Locator, item: Locator) {
  const stage = timeline.getByRole('group');
  await expect
    .poll(async () => {
      const box = await stage.boundingBox();
      const x = await dotCentre(item);
      return box !== null && x >= box.x && x <= box.x + box.width;
    })
    .toBe(true);
}

interface StudiedEvent {
  title: string;
  year: number;
  category: string;
}

/** A new student with `events` on their own timeline, through the API. */
async function studentWithEvents(page: Page, label: string, events: readonly StudiedEvent[]) {
  await signInNewStudent(page, label);
  for (const event of events) {
    const added = await page.request.post('/api/student/custom-timeline', {
      data: { ...event, description: `${event.title}.` },
    });
    expect(added.ok()).toBe(true);
  }
}

const BASTILLE = { title: 'Storming of the Bastille', year: 1789, category: 'France' };
const WATERLOO = { title: 'Battle of Waterloo', year: 1815, category: 'France' };
const INDEPENDENCE = { title: 'Brazil declares independence', year: 1822, category: 'Brazil' };
const GOLDEN_LAW = { title: 'Golden Law ends slavery', year: 1888, category: 'Brazil' };

test('the catalogue places events in proportion, zooms, and reads as a list in time order', async ({
  page,
}) => {
  // axe checks some 400 event buttons of two categories, packed close on an axis that reaches
  // 9500 BCE (target-size compares each with its neighbours): about 45 s on a loaded 2-core runner.
  test.slow();
  await enterAsGuest(page);
  await page.goto('/timeline?category=Brazilian+History');
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline, events } = await timelineEvents(page);
  await expect(events).toHaveCount(await events.count());
  const count = await events.count();
  expect(count).toBeGreaterThan(50);

  const names = await timeline
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const years = names.map(yearOf);
  expect(years).toEqual([...years].sort((a, b) => a - b));
  expect(names[0]).toMatch(/^\d+( BCE)? — .+/);

  const [first, middle, last] = [0, Math.floor(count / 2), count - 1];
  const xs = await Promise.all([first, middle, last].map((index) => dotCentre(events.nth(index))));
  const [x1, x2, x3] = xs as [number, number, number];
  const [y1, y2, y3] = [first, middle, last].map((index) => axisPosition(years[index]!)) as [
    number,
    number,
    number,
  ];
  expect((x2 - x1) / (x3 - x1)).toBeCloseTo((y2 - y1) / (y3 - y1), 1);

  const spreadBefore = x3 - x1;
  await timeline.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(async () => (await dotCentre(events.nth(last))) - (await dotCentre(events.nth(first))))
    .toBeGreaterThan(spreadBefore * 1.4);
  await timeline.getByRole('button', { name: 'Fit all' }).click();
  await expect
    .poll(async () => (await dotCentre(events.nth(last))) - (await dotCentre(events.nth(first))))
    .toBeCloseTo(spreadBefore, -1);

  // Keyboard: the first event takes the focus; → and ← walk the events in time order.
  await events.first().getByRole('button').focus();
  await page.keyboard.press('ArrowRight');
  await expect(events.nth(1).getByRole('button')).toBeFocused();
  await page.keyboard.press('End');
  await expect(events.nth(last).getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(events.nth(last - 1).getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: names[last - 1]!.split(' — ')[1] })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Compare with').selectOption({ label: 'Modern European History' });
  await expect(timeline.getByRole('list')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  const svgDownload = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Download SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe('chronodeck-Brazilian History.svg');
  const svgText = await readFile(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svgText).toContain('Modern European History');
  const pngDownload = page.waitForEvent('download');
  await timeline.getByRole('button', { name: 'Download PNG' }).click();
  const png = await readFile(await (await pngDownload).path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');
});

test('BCE years sit before 1 CE with no year 0 between them', async ({ page }) => {
  await enterAsGuest(page);
  await page.goto('/timeline?category=Ancient+History');
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline } = await timelineEvents(page);
  const ticks = await timeline.locator('.timeline-view__tick').allTextContents();
  expect(ticks.some((tick) => tick.endsWith('BCE'))).toBe(true);
  expect(ticks).not.toContain('0');
  const names = await timeline
    .getByRole('listitem')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  expect(names[0]).toMatch(/^\d+ BCE — /);
});

test('My Studies places events in proportion, zooms, and walks each lane by keyboard', async ({
  page,
}) => {
  await studentWithEvents(page, 'timeline-studies', [GOLDEN_LAW, WATERLOO, INDEPENDENCE, BASTILLE]);
  await page.goto('/student-dashboard');
  await openStudentTab(page, 'My Studies');
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline, events } = await timelineEvents(page);
  await expect(events).toHaveCount(4);
  // Two categories: two lanes to compare, each named and in time order, on one axis.
  const france = timeline.getByRole('list', { name: 'France' });
  const brazil = timeline.getByRole('list', { name: 'Brazil' });
  expect(await eventNames(france)).toEqual([
    '1789 — Storming of the Bastille',
    '1815 — Battle of Waterloo',
  ]);
  expect(await eventNames(brazil)).toEqual([
    '1822 — Brazil declares independence',
    '1888 — Golden Law ends slavery',
  ]);
  const bastille = france.getByRole('listitem').nth(0);
  const waterloo = france.getByRole('listitem').nth(1);
  const goldenLaw = brazil.getByRole('listitem').nth(1);
  expect((await spreadOf(bastille, waterloo)) / (await spreadOf(bastille, goldenLaw))).toBeCloseTo(
    26 / 99,
    1,
  );

  await expectZoomInAndFitAll(timeline, bastille, goldenLaw);

  // → and ← move within a lane in time order; Tab goes on to the next lane's events.
  await bastille.getByRole('button').focus();
  await page.keyboard.press('ArrowRight');
  await expect(waterloo.getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(waterloo.getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    brazil.getByRole('button', { name: '1822 — Brazil declares independence' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(goldenLaw.getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Brazil declares independence' })).toBeVisible();
  await page.keyboard.press('Escape');

  await timeline.getByRole('button', { name: '1815 — Battle of Waterloo' }).click();
  await expect(page.getByRole('dialog', { name: 'Battle of Waterloo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page);
});

test("a deck's timeline names its cards in time order, zooms, and walks them by keyboard", async ({
  page,
}) => {
  await signInNewStudent(page, 'timeline-deck');
  expect(
    (await page.request.post('/api/student/decks', { data: { title: 'Revolutions' } })).ok(),
  ).toBe(true);
  // Filed out of time order: the timeline puts them in order.
  for (const card of [INDEPENDENCE, BASTILLE, WATERLOO]) {
    const filed = await page.request.post('/api/student/decks/Revolutions/events', {
      data: { ...card, description: `${card.title}.`, links: [] },
    });
    expect(filed.ok()).toBe(true);
  }

  await page.goto('/student-dashboard');
  await openStudentTab(page, 'My Collections');
  await page.getByRole('button', { name: 'Revolutions', exact: true }).click();
  const deckView = page.getByRole('dialog', { name: 'Revolutions' });
  await deckView.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline: deckTimeline, events } = await timelineEvents(deckView);
  await expect(events).toHaveCount(3);
  expect(await eventNames(deckTimeline)).toEqual([
    '1789 — Storming of the Bastille',
    '1815 — Battle of Waterloo',
    '1822 — Brazil declares independence',
  ]);
  const [bastille, waterloo, independence] = [events.nth(0), events.nth(1), events.nth(2)];
  expect(
    (await spreadOf(bastille, waterloo)) / (await spreadOf(bastille, independence)),
  ).toBeCloseTo(26 / 33, 1);

  await expectZoomInAndFitAll(deckTimeline, bastille, independence);

  await bastille.getByRole('button').focus();
  await page.keyboard.press('ArrowRight');
  await expect(waterloo.getByRole('button')).toBeFocused();
  await page.keyboard.press('End');
  await expect(independence.getByRole('button')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(bastille.getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Storming of the Bastille' })).toBeVisible();
});

test('comparing two categories gives each its lane, and Tab reaches the second', async ({
  page,
}) => {
  await enterAsGuest(page);
  await page.goto('/timeline?category=Brazilian+History');
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline } = await timelineEvents(page);
  await page.getByLabel('Compare with').selectOption({ label: 'Modern European History' });
  const brazil = timeline.getByRole('list', { name: 'Brazilian History' });
  const europe = timeline.getByRole('list', { name: 'Modern European History' });
  await expect(europe.getByRole('listitem').first()).toBeAttached();

  // The oldest events (10th millennium BCE) are on the axis: Fit all shows them.
  await timeline.getByRole('button', { name: 'Fit all' }).click();
  await expectOnStage(timeline, brazil.getByRole('listitem').first());
  await expectOnStage(timeline, europe.getByRole('listitem').last());

  const brazilButtons = brazil.getByRole('listitem').getByRole('button');
  const europeButtons = europe.getByRole('listitem').getByRole('button');
  const zoomIn = timeline.getByRole('button', { name: 'Zoom in' });
  for (let press = 0; press < 4; press++) await zoomIn.click();
  // Zoomed in on the oldest Brazilian events, Europe's first is far out of view to the right.
  await brazilButtons.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(brazilButtons.nth(1)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(europeButtons.first()).toBeFocused();
  // The view pans to it; the browser's own scroll of the stage would shift every position.
  await expectOnStage(timeline, europe.getByRole('listitem').first());
  expect(await timeline.getByRole('group').evaluate((stage) => stage.scrollLeft)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect(europeButtons.nth(1)).toBeFocused();
  // Each lane remembers where the reader was.
  await page.keyboard.press('Shift+Tab');
  await expect(brazilButtons.nth(1)).toBeFocused();
});

test('the timeline speaks Portuguese: its buttons, its name and its BCE years', async ({
  page,
}) => {
  await enterAsGuest(page);
  await page.goto('/timeline?category=Brazilian+History');
  await page.getByLabel('Language').selectOption('pt');
  await page.getByRole('button', { name: 'Linha do tempo', exact: true }).click();
  const timeline = page.getByRole('region', { name: 'Linha do tempo', exact: true });
  await expect(timeline).toBeVisible();
  for (const name of ['Aproximar', 'Afastar', 'Mostrar tudo'])
    await expect(timeline.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(timeline.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  const [oldest = ''] = await eventNames(timeline);
  expect(oldest).toMatch(/^\d+ a\.C\. — .+/);
});
