// Bundles the server into dist/main.js, and the offline AI provider's worker thread into
// dist/offline-worker.js beside it (offline-pool.ts loads it from there). Our own workspace packages
// (TypeScript sources) are bundled in; every npm dependency stays external and is loaded from
// node_modules at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@chronodeck/'),
);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'offline-worker': 'src/modules/ai/offline/offline-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
