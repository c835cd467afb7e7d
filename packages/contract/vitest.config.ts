import { defineConfig } from 'vitest/config';

export default defineConfig({
  // See the root vitest.config.ts (every project must say the same).
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    maxWorkers: 2,
    // A bound for a hung test only: the suite must pass on a busy two-core machine.
    testTimeout: 120_000,
    // Pure functions and schemas: one module graph per worker, not per file (a third of the time).
    isolate: false,
  },
});
