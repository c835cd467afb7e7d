import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { nodeTestFiles } from './vitest.node-tests.ts';

// The web app's pure-logic tests (vitest.node-tests.ts): no jsdom, no setup file, one module
// graph per worker as in packages/contract. Each such file otherwise paid a jsdom, the setup
// file and a fresh import of its graph, seconds for milliseconds of tests.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web-lib',
      environment: 'node',
      // See the root vitest.config.ts (every project must say the same).
      maxWorkers: 2,
      // Bounds for a hung test only: the suite must pass on a busy two-core machine.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      isolate: false,
      include: nodeTestFiles,
    },
  }),
);
