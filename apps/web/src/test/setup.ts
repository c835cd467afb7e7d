import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setMapSettingsForTests } from '../config/map-settings';
import { queryClient } from '../lib/query-client';
import { resetTestDocument } from './reset-test-document';

// A retry waits a second or more; a test of a failure wants the failure at once. The retry policy
// itself is proven on a client with the app's defaults (src/lib/query-client.test.ts).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// Run before each test file: the files of a worker share one jsdom and one module graph
// (isolate: false in vitest.config.ts), so each starts from the document, storage, stores and
// settings a fresh worker would have. Here, not in beforeAll: a file's own top-level set-up runs
// after this and before its hooks.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
resetTestDocument();
setMapSettingsForTests(undefined);
queryClient.clear();

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The query
// cache is the app's one module: emptied after each test, so no answer leaks into the next.
afterEach(() => {
  cleanup();
  queryClient.clear();
});
