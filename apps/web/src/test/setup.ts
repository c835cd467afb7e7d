import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query-client';
import { resetBetweenFiles } from './reset-between-files';

// A retry waits a second or more; a test of a failure wants the failure at once. The retry policy
// itself is proven on a client with the app's defaults (src/lib/query-client.test.ts).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// How long findBy* and waitFor wait for the screen: a bound for a screen that never comes, far
// above any render (a busy two-core machine renders a route in seconds, not milliseconds); a test
// must not depend on the machine's speed.
configure({ asyncUtilTimeout: 30_000 });

// This file runs again before each test file, and the files of a worker share one jsdom and one
// module graph (isolate: false in vitest.config.ts): each file starts from what a fresh worker
// has. Here, not in beforeAll: a file's own top-level set-up runs after this and before its hooks.
resetBetweenFiles();

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The query
// cache is the app's one module: emptied after each test, so no answer leaks into the next.
afterEach(() => {
  cleanup();
  queryClient.clear();
});
