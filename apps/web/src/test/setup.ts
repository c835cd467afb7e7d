import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query-client';

// A retry waits a second or more; a test of a failure wants the failure at once. The retry policy
// itself is proven on a client with the app's defaults (src/lib/query-client.test.ts).
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The query
// cache is the app's one module: emptied after each test, so no answer leaks into the next.
afterEach(() => {
  cleanup();
  queryClient.clear();
});
