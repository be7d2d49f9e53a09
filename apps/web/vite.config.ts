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
    sourcemap: true,
    // Lets bench/initial-js.mjs follow each screen's imports.
    manifest: true,
  },
});
