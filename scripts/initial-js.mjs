// Initial JavaScript per route: the entry chunk plus the lazily loaded screen chunk and everything
// it imports statically. Reads the Vite manifest of a build, and counts the bytes the server
// actually sends: the .gz and .br copies apps/web/build.mjs wrote beside each bundle.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

export const SCREENS = {
  '/': 'src/features/landing/landing-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/register': 'src/features/auth/register-page.tsx',
  '/student-dashboard': 'src/app/student-dashboard/student-dashboard-page.tsx',
  '/quiz': 'src/features/quiz/quiz-page.tsx',
  '/teacher': 'src/features/teacher/teacher-dashboard-page.tsx',
};

/** `{ route, chunks, gzipKb, brotliKb }` for every screen of SCREENS. */
export function initialJsPerRoute() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const sentKb = (files, extension) =>
    files.reduce((sum, file) => sum + statSync(path.join(dist, `${file}${extension}`)).size, 0) /
    1024;
  const entry = closure('index.html');
  return Object.entries(SCREENS).map(([route, screen]) => {
    if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
    const files = [...new Set([...entry, ...closure(screen)])].map((key) => manifest[key].file);
    return {
      route,
      chunks: files.length,
      gzipKb: sentKb(files, '.gz'),
      brotliKb: sentKb(files, '.br'),
    };
  });
}
