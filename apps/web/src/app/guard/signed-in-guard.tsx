import { QueryClientProvider } from '@tanstack/react-query';
import { fetchCurrentUser } from '../../features/user-context/api/get-current-user';
import { queryClient } from '../../lib/query-client';
import { readToken } from '../../lib/storage';
import { AccessContext } from './access-context';
import { AccessGuard } from './access-guard';
import { userAccessSource } from './user-access-source';

/**
 * Loads the signed-in user before any signed-in screen renders, so the shell and the pages read it
 * from the cache instead of each showing a spinner. A failure is left to the screens (they offer a
 * retry; the HTTP client has shown any error screen), and without a token the guard sends the
 * visitor to sign in.
 */
export async function signedInLoader(): Promise<null> {
  if (readToken() !== null) await fetchCurrentUser().catch(() => undefined);
  return null;
}

/**
 * The layout of every signed-in route: the query cache for its screens and the guard with the
 * real access source (permissions of the current role, names of the user's active subscriptions).
 */
export function SignedInGuard() {
  return (
    <QueryClientProvider client={queryClient}>
      <AccessContext value={userAccessSource}>
        <AccessGuard />
      </AccessContext>
    </QueryClientProvider>
  );
}
