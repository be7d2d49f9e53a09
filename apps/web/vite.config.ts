import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  },
});
