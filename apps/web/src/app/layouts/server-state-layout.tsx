import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { startAtOnceAttribute } from '../hydrate-on-intent';

/**
 * Around the public pages that read server state (policies, the dev outbox): the query cache. A
 * prerendered one starts the app at once, not on the visitor's first touch: its content is read.
 */
function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <div hidden {...{ [startAtOnceAttribute]: '' }} />
      <Outlet />
    </QueryClientProvider>
  );
}

export { ServerStateLayout as Component };
