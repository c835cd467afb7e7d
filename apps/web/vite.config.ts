import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the API listens during `vite` development (the server serves the built app in production). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/** Server paths of SPEC 7; the legacy ones have no /api prefix. `/policies` alone is a page. */
const proxiedPrefixes = ['/api', '/policies/getPolicy', '/account', '/enrollment', '/booking'];

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
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, apiTarget])),
  },
});
