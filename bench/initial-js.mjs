// Initial JavaScript per route, as sent (gzip and brotli). Run after `npm run build`; prints one table.
import { initialJsPerRoute } from '../scripts/initial-js.mjs';

console.table(
  initialJsPerRoute().map(({ route, chunks, gzipKb, brotliKb }) => ({
    route,
    chunks,
    'gzip KB': gzipKb.toFixed(1),
    'brotli KB': brotliKb.toFixed(1),
  })),
);
