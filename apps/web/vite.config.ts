import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The modules every page's first render needs; the session's requests and the stored user's schema
 * stay out, since they bring the validation library that a first visit does without. Of the shared
 * widgets and storage helpers, only those the layout itself uses: forms, tabs, confirmations and
 * remembered choices travel with the screens that use them.
 */
const APP_CHROME =
  /\/src\/(app\/(layout|guards)|shared\/(i18n|session)|shared\/storage\/(storage|storage-keys|use-stored-flag)\.ts|shared\/ui\/(brand-logo|error-boundary|icon-button|modal-dialog|not-found-page|page-loading|toasts)\.tsx|shared\/routes)|\/contract\/src\/(languages|routes)\.ts|node_modules\/(react|react-dom|scheduler|react-router)\//;
/** Session modules only some screens use: the dashboards' guest prompt and role switch. */
const LOADED_ON_DEMAND =
  /\/shared\/session\/(session-api|stored-user|guest-prompt|role-switch-button)\.tsx?$/;
const isAppChrome = (id: string) => APP_CHROME.test(id) && !LOADED_ON_DEMAND.test(id);

/**
 * Chunks whose functions nearly all run while a page loads: Chromium (136+) compiles them whole, on
 * a background thread as they download, instead of each function on the main thread at its first
 * call. Chunks that run only on demand keep lazy compilation.
 */
const COMPILED_ON_LOAD = new Set(['app-chrome']);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** In development, Vite serves the SPA and forwards the API and socket.io to the server. */
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/ai': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build, but no bundle points to them and the server never
    // serves them (apps/server/src/http/spa.ts).
    sourcemap: 'hidden',
    // Lets bench/initial-js.mjs follow each screen's imports.
    manifest: true,
    rolldownOptions: {
      output: {
        postBanner: (chunk) => (COMPILED_ON_LOAD.has(chunk.name) ? COMPILE_HINT : ''),
        codeSplitting: {
          // The chrome every page draws (layout, session, translations, small widgets) travels
          // in one chunk instead of a dozen tiny ones, each compressed and requested apart.
          groups: [
            {
              name: 'app-chrome',
              test: isAppChrome,
            },
          ],
        },
      },
    },
  },
});
