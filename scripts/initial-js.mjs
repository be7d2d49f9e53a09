// Initial JavaScript per route: the entry chunk plus the lazily loaded screen chunk and everything
// it imports statically. Reads the Vite manifest of a build, and counts the bytes the server
// actually sends: the .gz and .br copies apps/web/build.mjs wrote beside each bundle.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { staticChunks } from '../apps/web/manifest-chunks.mjs';

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
  const closure = (key) => staticChunks(manifest, key);
  const sentKb = (files, extension) =>
    files.reduce((sum, file) => sum + statSync(path.join(dist, `${file}${extension}`)).size, 0) /
    1024;
  const entry = closure('index.html');
  return Object.entries(SCREENS).map(([route, screen]) => {
    const files = [...new Set([...entry, ...closure(screen)])].map((key) => manifest[key].file);
    return {
      route,
      chunks: files.length,
      gzipKb: sentKb(files, '.gz'),
      brotliKb: sentKb(files, '.br'),
    };
  });
}
