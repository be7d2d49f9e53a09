// Long tasks of a cold page load on a throttled CPU, measured in the page itself: a steadier
// companion to bench:lighthouse, whose scores move by 5-10 points between runs on a shared
// machine. Each run opens the page in a fresh browser context (no HTTP or code cache, no service
// worker), as a guest, with the CPU slowed 4× as Lighthouse's mobile preset assumes, and records
// every long task (over 50 ms) until the network is idle. Prints, per page, the median over the
// runs of the blocking time after the first contentful paint (Lighthouse's TBT, measured rather
// than simulated) and of all long tasks. A report, never a test: run `npm run build` first, then
// `npm run bench:load-tasks`. LOAD_TASKS_RUNS (default 10) and LOAD_TASKS_PAGES (paths separated by
// spaces) choose the runs and the pages; LOAD_TASKS_URL targets a running server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LOAD_TASKS_RUNS ?? 10);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const PAGES = process.env.LOAD_TASKS_PAGES?.split(' ').filter(Boolean) ?? [
  '/',
  '/login',
  '/timeline',
  '/timeline?category=Brazilian+History',
  '/student-dashboard',
];

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chronodeck-load-tasks-'));
  const port = 4800 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs in the page before any of its scripts: collects long tasks and the first paint. */
function observeLongTasks() {
  localStorage.setItem('isGuest', 'true');
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) globalThis.__longTasks.push(task.toJSON());
  }).observe({ type: 'longtask', buffered: true });
}

async function coldLoad(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.evaluateOnNewDocument(observeLongTasks);
    const devtools = await page.createCDPSession();
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle0' });
    return await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: globalThis.__longTasks,
    }));
  } finally {
    await context.close();
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

const server = process.env.LOAD_TASKS_URL
  ? { url: process.env.LOAD_TASKS_URL, stop: () => {} }
  : await startServer();
const browser = await puppeteer.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--headless=new', '--disable-gpu'],
});
const rows = [];
try {
  for (const pagePath of PAGES) {
    const blocking = [];
    const longTotal = [];
    for (let run = 0; run < RUNS; run++) {
      const { firstPaint, tasks } = await coldLoad(browser, `${server.url}${pagePath}`);
      const afterPaint = tasks.filter((task) => task.startTime >= firstPaint);
      blocking.push(afterPaint.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0));
      longTotal.push(tasks.reduce((sum, task) => sum + task.duration, 0));
    }
    rows.push({
      page: pagePath,
      runs: RUNS,
      'blocking after FCP, median ms': Math.round(median(blocking)),
      'min–max ms': `${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}`,
      'long tasks, median ms': Math.round(median(longTotal)),
    });
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(
  `Cold loads as a guest, CPU ${CPU_SLOWDOWN}× slower, long tasks over ${LONG_TASK_MS} ms`,
);
console.table(rows);
