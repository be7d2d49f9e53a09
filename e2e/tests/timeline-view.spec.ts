import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterAsGuest, expectNoSeriousViolations, signInNewStudent, skipBeta } from './support';

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

async function timelineEvents(page: Page) {
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toBeVisible();
  return { timeline, events: timeline.getByRole('listitem') };
}

test('the catalogue places events in proportion, zooms, and reads as a list in time order', async ({
  page,
}) => {
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

test('My Studies and a deck show their events on the timeline', async ({ page }) => {
  await signInNewStudent(page, 'timeline-view');
  const cards = [
    { title: 'Storming of the Bastille', year: 1789, category: 'France' },
    { title: 'Battle of Waterloo', year: 1815, category: 'France' },
    { title: 'Brazil declares independence', year: 1822, category: 'Brazil' },
  ];
  for (const card of cards) {
    const added = await page.request.post('/api/student/custom-timeline', {
      data: { ...card, description: `${card.title}.` },
    });
    expect(added.ok()).toBe(true);
  }
  expect(
    (await page.request.post('/api/student/decks', { data: { title: 'Revolutions' } })).ok(),
  ).toBe(true);
  for (const card of cards)
    await page.request.post('/api/student/decks/Revolutions/events', {
      data: { ...card, description: `${card.title}.`, links: [] },
    });

  await page.goto('/student-dashboard');
  await page.getByRole('tab', { name: 'My Studies' }).click();
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const { timeline, events } = await timelineEvents(page);
  await expect(events).toHaveCount(3);
  // Two categories: two lanes to compare.
  await expect(timeline.getByRole('list')).toHaveCount(2);
  await expect(
    timeline.getByRole('button', { name: '1822 — Brazil declares independence' }),
  ).toBeVisible();
  await timeline.getByRole('button', { name: '1815 — Battle of Waterloo' }).click();
  await expect(page.getByRole('dialog', { name: 'Battle of Waterloo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'My Collections' }).click();
  await page.getByRole('button', { name: 'Revolutions', exact: true }).click();
  const deckView = page.getByRole('dialog', { name: 'Revolutions' });
  await deckView.getByRole('button', { name: 'Timeline', exact: true }).click();
  const deckTimeline = deckView.getByRole('region', { name: 'Timeline' });
  await expect(deckTimeline.getByRole('listitem')).toHaveCount(3);
  const bastille = await dotCentre(deckTimeline.getByRole('listitem').nth(0));
  const waterloo = await dotCentre(deckTimeline.getByRole('listitem').nth(1));
  const independence = await dotCentre(deckTimeline.getByRole('listitem').nth(2));
  expect((waterloo - bastille) / (independence - bastille)).toBeCloseTo(26 / 33, 1);
});
