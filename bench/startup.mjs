// Time from launching the built server to its first healthy answer, on a fresh embedded database
// (first start, which migrates) and on an existing one. Run after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const port = 4900 + Math.floor(Math.random() * 90);

async function timeToReady(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'chronodeck-bench-'));
const rows = [
  { start: 'first (creates and migrates the database)', ms: await timeToReady(dataDir) },
];
for (let run = 1; run <= 3; run++) {
  rows.push({ start: `again #${run} (existing database)`, ms: await timeToReady(dataDir) });
}
console.table(rows.map((row) => ({ ...row, ms: Math.round(row.ms) })));
