// Initial JavaScript per route, gzip-compressed: the entry chunk plus the lazily loaded screen
// chunk and everything it imports statically. Reads the Vite manifest of a build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export const SCREENS = {
  '/': 'src/features/landing/landing-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/register': 'src/features/auth/register-page.tsx',
  '/student-dashboard': 'src/app/student-dashboard/student-dashboard-page.tsx',
  '/quiz': 'src/features/quiz/quiz-page.tsx',
  '/teacher': 'src/features/teacher/teacher-dashboard-page.tsx',
};

/** `{ route, chunks, gzipKb }` for every screen of SCREENS. */
export function initialJsPerRoute() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const gzipKb = (files) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) /
    1024;
  const entry = closure('index.html');
  return Object.entries(SCREENS).map(([route, screen]) => {
    if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
    const files = [...new Set([...entry, ...closure(screen)])].map((key) => manifest[key].file);
    return { route, chunks: files.length, gzipKb: gzipKb(files) };
  });
}
