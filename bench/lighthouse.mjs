// Lighthouse (mobile preset) on the built app, as a newcomer's phone would load it: the public
// pages, and as a guest the catalogue, the student dashboard, a quiz and the flashcards. A report,
// never a test: run `npm run build` first, then `npm run bench:lighthouse`; prints one table.
// LIGHTHOUSE_URL targets a running server instead of starting one; LIGHTHOUSE_RUNS (default 3)
// runs each page that many times and reports the median run by performance score; LIGHTHOUSE_PAGES
// (paths separated by spaces) audits only those pages; LIGHTHOUSE_REPORT_DIR keeps each run's full
// report there as JSON, for the diagnostics behind a score.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  { path: '/' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/login' },
  { path: '/register' },
  { path: '/timeline', guest: true },
  { path: '/timeline?category=Brazilian+History', guest: true },
  { path: '/student-dashboard', guest: true },
  { path: '/quiz?category=Brazilian+History', guest: true },
  { path: '/flashcards', guest: true },
];
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const chosenPaths = process.env.LIGHTHOUSE_PAGES?.split(' ').filter(Boolean);
const PAGES = chosenPaths ? ALL_PAGES.filter((page) => chosenPaths.includes(page.path)) : ALL_PAGES;

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chronodeck-lighthouse-'));
  const port = 4900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
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

/**
 * A guest is remembered in storage: set it on the origin before Lighthouse loads the page, then
 * empty the HTTP cache and remove the service worker with its caches, which that visit filled,
 * so the guest's page loads as cold as a newcomer's.
 */
async function enterAsGuest(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/about`);
  await page.evaluate(() => localStorage.setItem('isGuest', 'true'));
  const devtools = await page.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  await devtools.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.close();
}

function keepReport(lhr, pagePath, run) {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = pagePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(path.join(REPORT_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

async function audit(port, browser, origin, { path: pagePath, guest }, run) {
  if (guest) await enterAsGuest(browser, origin);
  const result = await lighthouse(`${origin}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: Boolean(guest),
  });
  keepReport(result.lhr, pagePath, run);
  const { categories, audits } = result.lhr;
  const seconds = (id) => `${(audits[id].numericValue / 1000).toFixed(1)} s`;
  return {
    page: pagePath + (guest ? ' (guest)' : ''),
    performance: Math.round(categories.performance.score * 100),
    FCP: seconds('first-contentful-paint'),
    LCP: seconds('largest-contentful-paint'),
    TBT: `${Math.round(audits['total-blocking-time'].numericValue)} ms`,
    CLS: (audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3),
    accessibility: Math.round(categories.accessibility.score * 100),
  };
}

const server = process.env.LIGHTHOUSE_URL
  ? { url: process.env.LIGHTHOUSE_URL, stop: () => {} }
  : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const rows = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await audit(chrome.port, browser, server.url, page, run));
    runs.sort((a, b) => a.performance - b.performance);
    rows.push(runs[Math.floor(runs.length / 2)]);
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  server.stop();
}
console.table(rows);
