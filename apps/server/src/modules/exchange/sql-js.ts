import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

const require = createRequire(import.meta.url);
let loading: Promise<SqlJsStatic> | undefined;

/** sql.js (SQLite in WebAssembly), loaded once on first use from its package's own folder. */
export function sqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  return loading;
}
