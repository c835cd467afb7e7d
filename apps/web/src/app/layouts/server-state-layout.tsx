import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';

/** Around the public pages that read server state (policies, the dev outbox): the query cache. */
function ServerStateLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export { ServerStateLayout as Component };
