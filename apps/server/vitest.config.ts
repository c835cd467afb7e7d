import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates an embedded database once and hands its dump to every test file.
    globalSetup: ['src/test/global-setup.ts'],
    // See the root vitest.config.ts: two workers keep both cores busy.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
