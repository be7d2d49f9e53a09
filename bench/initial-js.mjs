// Initial JavaScript per route (gzip). Run after `npm run build`; prints one table.
import { initialJsPerRoute } from '../scripts/initial-js.mjs';

console.table(
  initialJsPerRoute().map(({ route, chunks, gzipKb }) => ({
    route,
    chunks,
    'gzip KB': gzipKb.toFixed(1),
  })),
);
