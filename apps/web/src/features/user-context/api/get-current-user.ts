import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';
import { queryClient } from '../../../lib/query-client';
import { readToken } from '../../../lib/storage';
import { adoptUser } from '../user-context-store';
import { userContextKeys } from './user-context-keys';

/** Rejection of the user fetch when no token is stored: nobody is signed in to ask about. */
export const notSignedInMessage = 'Not signed in';

/**
 * GET /account/getUserInfo: the signed-in user and the roles they hold
 * (docs/product/accounts.md#profiles).
 */
export function getCurrentUser(): Promise<User> {
  return apiGet(usersApiPaths.getUserInfo, User);
}

async function loadCurrentUser(client: QueryClient): Promise<User> {
  // Without a token the call could only fail and end the session (401, no refresh token).
  if (readToken() === null) throw new Error(notSignedInMessage);
  const cache = client.getQueryCache();
  const filters = { queryKey: userContextKeys.currentUser(), exact: true };
  const asking = cache.find(filters);
  // No abort signal on purpose: the route guard awaits this answer, and a screen unmounting
  // meanwhile must not cancel it under the guard.
  const user = await getCurrentUser();
  // Sign-out and a new sign-in clear the cache: an answer to a question asked before that belongs
  // to the past session and must not choose the next one's role.
  if (asking !== undefined && cache.find(filters) === asking) adoptUser(user);
  return user;
}

/**
 * The signed-in user, cached until forced (a sign-in, a profile visit;
 * docs/product/accounts.md#the-active-role) or replaced by a save. Whenever it arrives, the active
 * role follows from it (user-context-store's `adoptUser`).
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userContextKeys.currentUser(),
    queryFn: ({ client }) => loadCurrentUser(client),
    staleTime: Infinity,
  });
}

export interface UseCurrentUserOptions {
  /** Ask the server again whenever the screen opens, showing the cached copy meanwhile. */
  refetchOnMount?: 'always';
}

export function useCurrentUser({ refetchOnMount }: UseCurrentUserOptions = {}) {
  return useQuery({ ...currentUserQueryOptions(), ...(refetchOnMount && { refetchOnMount }) });
}

export interface FetchCurrentUserOptions {
  /** Ask the server again even when a user is cached. */
  force?: boolean;
}

/**
 * The signed-in user for code outside components: cached once fetched unless `force`
 * is given, and de-duplicated: while a request is in flight every caller, forced or not, shares
 * it (TanStack Query's own behaviour).
 */
export function fetchCurrentUser({ force = false }: FetchCurrentUserOptions = {}): Promise<User> {
  return queryClient.query({ ...currentUserQueryOptions(), ...(force && { staleTime: 0 }) });
}

/** Keeps a user the server answered to a write (a profile save, a role added) as the current one. */
export function setCurrentUser(user: User): void {
  queryClient.setQueryData(userContextKeys.currentUser(), user);
  adoptUser(user);
}
