import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      // See the root vitest.config.ts: two workers keep both cores busy.
      maxWorkers: 2,
      // Build scripts' pure logic is tested too (scripts/*.ts, run by Node with type stripping).
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    },
  }),
);
