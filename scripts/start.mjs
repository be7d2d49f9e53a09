// `npm start`: builds the web app and the server when their sources are newer than the last
// build, then runs the server in this process (so SIGINT/SIGTERM reach its graceful shutdown).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

function buildIfStale(workspace, output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (sources.every((source) => newestChange(source) <= builtAt)) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Both apps bundle the shared packages (contract, srs, quiz, catalogue).
const packages = at('packages');
buildIfStale('@chronodeck/web', at('apps', 'web', 'dist', 'index.html'), [
  at('apps', 'web', 'src'),
  at('apps', 'web', 'public'),
  at('apps', 'web', 'index.html'),
  at('apps', 'web', 'vite.config.ts'),
  packages,
]);
buildIfStale('@chronodeck/server', at('apps', 'server', 'dist', 'main.js'), [
  at('apps', 'server', 'src'),
  packages,
]);

await import(pathToFileURL(at('apps', 'server', 'dist', 'main.js')).href);
