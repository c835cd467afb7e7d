import { defineConfig, loadEnv } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiPathPrefixes } from '@kinderwait/contract/api-routing';
import { apiErrorCodes } from '@kinderwait/contract/errors';
import { icuPrecompile } from './scripts/icu-precompile';
import { parseBuildSettings } from './src/config/env-schema';

/** Where the API listens during `vite` development (the server serves the built app in production). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Parses the build-time settings (src/config/env-schema.ts) and hands the result to the bundle as
 * `__BUILD_SETTINGS__` (src/config/env.ts). A bad value fails the build, the dev server and the
 * tests at once, naming the variable.
 */
const buildSettings: Plugin = {
  name: 'kinderwait:build-settings',
  config(userConfig, { mode }) {
    const root = userConfig.root ?? process.cwd();
    const envDir = typeof userConfig.envDir === 'string' ? userConfig.envDir : root;
    const settings = parseBuildSettings(loadEnv(mode, envDir, 'VITE_'));
    return { define: { __BUILD_SETTINGS__: JSON.stringify(settings) } };
  },
};

export default defineConfig({
  plugins: [react(), buildSettings, icuPrecompile()],
  // The contract's error codes as a list (src/api/api-error-codes.ts): importing them from
  // contract/errors would load every contract module, and their schemas, on every screen.
  define: { __API_ERROR_CODES__: JSON.stringify(apiErrorCodes) },
  // Only VITE_ variables reach the bundle; the public origin is the server's, at run time.
  envPrefix: ['VITE_'],
  build: {
    outDir: 'dist/client',
    manifest: true,
    ssrManifest: true,
    // Every browser we support has native modulepreload; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    // The server bundle (scripts/build.mjs) sets its own: its entry must keep its exports.
    rolldownOptions: {
      // Required by inlining common chunks (below); route modules are only ever import()ed.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared chunks under 40 KB (before minifying) are copied into the chunks that use
          // them instead of being requests of their own (rolldown keeps one module state across
          // the copies): a first signed-in screen made over a hundred script requests, each a
          // round trip on a phone over HTTP/1.1 (docs/decisions/performance.md).
          // Not copied: React (the router's and the styles' chunks each had a copy, both loaded
          // by every page), MUI's Link and SvgIcon (copied into the public layout and each public
          // page, and into each of a signed-in screen's chunks).
          experimentalInlineCommonChunks: {
            maxSize: 40_000,
            exclude: [/\/node_modules\/react\//, /\/@mui\/material\/(Link|SvgIcon)\//],
          },
        },
      },
    },
  },
  server: {
    // The paths the server answers as API, legacy non-/api ones included (`/policies` is a page).
    // `ws` passes WebSocket upgrades too (the voice agent's test call).
    proxy: Object.fromEntries(
      apiPathPrefixes.map((prefix) => [prefix, { target: apiTarget, ws: true }]),
    ),
  },
});
