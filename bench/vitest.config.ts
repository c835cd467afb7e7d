import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    // See the root vitest.config.ts.
    maxWorkers: 2,
    // Seeding starts the API (migrations, the centres' import): far below these on a quiet
    // machine, bounds for a hung run only.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
