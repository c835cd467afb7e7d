import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { nodeTestFiles } from './vitest.node-tests.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // See the root vitest.config.ts: two workers keep both cores busy.
      maxWorkers: 2,
      // Bounds for a hung test only: the suite must pass on a busy two-core machine.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // A worker's files share one jsdom and one module graph: a jsdom and a fresh import of
      // React, MUI and the app for each of 76 files took 157 s of the project's run, 50 s without.
      // src/test/setup.ts puts the document, storage, stores and stubs back before each file.
      isolate: false,
      // Build scripts' pure logic is tested too (scripts/*.ts, run by Node with type stripping).
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      // Pure-logic files run without jsdom in the web-lib project (vitest.lib.config.ts).
      exclude: [...configDefaults.exclude, ...nodeTestFiles],
    },
  }),
);
