// Size budgets, checked by `npm test` after the build (sizes, never timings). The landing page
// must stay within LANDING_BUDGET_KB of initial JavaScript (gzip), and every screen behind login
// must be its own lazy chunk, not part of what the landing page downloads.
import { initialJsPerRoute } from './initial-js.mjs';

/** The landing route's budget, in the gzip bytes the server actually sends. */
const LANDING_BUDGET_KB = 100;

const routes = initialJsPerRoute();
const landing = routes.find((row) => row.route === '/');
const problems = [];
if (!landing || landing.gzipKb > LANDING_BUDGET_KB) {
  problems.push(
    `landing page initial JS ${landing?.gzipKb.toFixed(1)} KB > ${LANDING_BUDGET_KB} KB`,
  );
}
for (const row of routes) {
  if (row.route !== '/' && row.chunks <= (landing?.chunks ?? 0)) {
    problems.push(`${row.route} adds no chunk of its own: it is not lazy-loaded`);
  }
}
for (const row of routes) {
  console.log(
    `${row.route.padEnd(20)} ${row.gzipKb.toFixed(1)} KB gzip, ${row.brotliKb.toFixed(1)} KB brotli`,
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`budgets met: landing ${landing.gzipKb.toFixed(1)} / ${LANDING_BUDGET_KB} KB`);
