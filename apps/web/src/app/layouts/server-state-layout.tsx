import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { startAtOnceAttribute } from '../hydrate-on-intent';

/**
 * Around the public pages that read server state (the dev outbox, an offer's emailed link): the
 * query cache. Were one prerendered, it would start the app at once, not on the visitor's first
 * touch: its content is read. (The policies no longer are such pages: their texts ship with them.)
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
