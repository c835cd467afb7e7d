import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/web/vitest.lib.config.ts',
      'bench/vitest.config.ts',
    ],
    // Vitest's default on a run is one worker fewer than the cores: one on the two-core machines
    // this project runs on (CI included), leaving a core idle while a worker waits on PostgreSQL
    // or on its embedded database. Each project sets maxWorkers: 2 (a project does not inherit
    // it from here, and projects running together must agree); this is the run's own.
    maxWorkers: 2,
  },
});
