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
    // A worker's files share one module graph: importing the app (Fastify, drizzle, every module)
    // again for each of 120 files was most of the project's run (715 s; 341 s without). Nothing
    // of the server keeps state in a module: each file builds its own app on its own database.
    isolate: false,
    // Bounds for a hung test only, far above any run: the suite must pass on a busy two-core
    // machine, where a test that takes 1 s alone can take 30 (speed is measured in bench/).
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
