// Frame times of the timeline view with 1,200 events (BENCH_TIMELINE_EVENTS) in a student's My
// Studies, in headless Chromium: three seconds of dragging (pan), then of Ctrl+wheel (zoom in and
// out), with the main thread's work in every frame read from a Chromium trace. A report, never a test: run `npm run build` first, then
// `npm run bench:timeline`; prints one table.
import { chromium } from 'playwright-core';
import { percentile, startServer, stopServer } from './load-run.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = import.meta.dirname;
const GESTURE_MS = 3_000;

/**
 * Main-thread work per frame during `run`, from a Chromium trace: for each interval between two
 * BeginMainThreadFrame events on the page's main thread, the time its tasks ran (script, React,
 * style, layout, paint). A frame is smooth when this stays under 16 ms.
 */
async function frameWork(page, run) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    // Tasks (RunTask) are only traced with devtools.timeline's detailed category, which costs the
    // page some time itself: the figures are an upper bound.
    categories:
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.frame',
    transferMode: 'ReportEvents',
  });
  await run();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  const frames = events.filter((event) => event.name === 'BeginMainThreadFrame');
  const main = frames[0];
  if (!main) return [];
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  const starts = frames.filter(onMain).map((event) => event.ts);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event),
  );
  const work = starts.slice(0, -1).map(() => 0);
  for (const task of tasks) {
    const index = starts.findLastIndex((start) => start <= task.ts);
    if (index >= 0 && index < work.length) work[index] += task.dur / 1000;
  }
  return work;
}

/** Repeats `move` for GESTURE_MS. */
async function gesture(move) {
  const started = Date.now();
  for (let step = 0; Date.now() - started < GESTURE_MS; step++) await move(step);
}

function row(name, frames) {
  const sorted = frames.toSorted((a, b) => a - b);
  return {
    gesture: name,
    frames: frames.length,
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': (sorted.at(-1) ?? 0).toFixed(1),
  };
}

const server = await startServer(['--import', 'tsx', `${here}/bench-server.ts`], {
  BENCH_SEED: 'timeline',
});
const browser = await chromium.launch({ executablePath: CHROME });
try {
  const base = `http://127.0.0.1:${server.port}`;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(base);
  await page.evaluate(() => sessionStorage.setItem('beta-dismissed', 'true'));
  await page.goto(`${base}/login`);
  const [student] = server.students;
  await page.getByLabel('E-mail').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(server.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/student-dashboard/);
  await page.evaluate(() => sessionStorage.setItem('beta-dismissed', 'true'));
  await page.reload();
  await page.getByRole('tab', { name: 'My Studies' }).click();
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const stage = page.locator('.timeline-view__stage');
  await stage.waitFor();
  const events = await page.locator('.timeline-view__event').count();
  const box = await stage.boundingBox();
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  const pan = await frameWork(page, () =>
    gesture((step) => page.mouse.move(centre.x + Math.sin(step / 10) * box.width * 0.4, centre.y)),
  );
  await page.mouse.up();

  await page.keyboard.down('Control');
  const zoom = await frameWork(page, () =>
    gesture((step) => page.mouse.wheel(0, Math.floor(step / 40) % 2 ? 40 : -40)),
  );
  await page.keyboard.up('Control');

  console.log(`Timeline view, ${events} events in My Studies, ${GESTURE_MS / 1000} s per gesture`);
  console.table([row('pan (drag)', pan), row('zoom (Ctrl+wheel)', zoom)]);
} finally {
  await browser.close();
  await stopServer(server);
}
