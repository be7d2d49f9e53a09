import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file; the values set by the first read travel to them through the
// environment, so every worker talks to the same server and reads the same outbox.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'chronodeck-e2e-'));
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // A bound for hung tests, not a speed check: journeys take 5–25 s, more on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Playwright never downloads a browser here: it drives the system Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@chronodeck.test',
      // The journeys run on the embedded database with in-memory counters, whatever the shell
      // exports for the integration suite.
      DATABASE_URL: '',
      REDIS_URL: '',
      // Four browsers on a loaded machine must not see a live-game question close under them.
      LIVE_GAME_QUESTION_SECONDS: '120',
    },
  },
});
