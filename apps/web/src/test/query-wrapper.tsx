import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The app's query cache around a component rendered on its own (the route layouts provide it in
 * the app). The same client the feature's non-React code uses, emptied after each test.
 */
export function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
