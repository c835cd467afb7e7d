import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { apiPathPrefixes } from '@kinderwait/contract/api-routing';

/** Where the API listens during `vite` development (the server serves the built app in production). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Only VITE_ variables reach the bundle; the public origin is the server's, at run time.
  envPrefix: ['VITE_'],
  build: {
    outDir: 'dist/client',
    manifest: true,
    ssrManifest: true,
    // Every browser we support has native modulepreload; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    // The paths the server answers as API, legacy non-/api ones included (`/policies` is a page).
    proxy: Object.fromEntries(apiPathPrefixes.map((prefix) => [prefix, apiTarget])),
  },
});
