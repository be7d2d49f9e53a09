// Initial JavaScript per route, gzip-compressed: the entry chunk plus the lazily loaded screen
// chunk and everything it imports statically. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const SCREENS = {
  '/': 'src/features/landing/landing-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/register': 'src/features/auth/register-page.tsx',
  '/student-dashboard': 'src/features/student-home/student-dashboard-page.tsx',
  '/teacher': 'src/features/teacher/teacher-dashboard-page.tsx',
};

function chunkClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkClosure(imported, seen);
  return seen;
}

const gzipKb = (files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;

const entry = chunkClosure('index.html');
const rows = Object.entries(SCREENS).map(([route, screen]) => {
  const files = [...new Set([...entry, ...chunkClosure(screen)])].map((key) => manifest[key].file);
  return { route, chunks: files.length, 'gzip KB': gzipKb(files).toFixed(1) };
});
console.table(rows);
