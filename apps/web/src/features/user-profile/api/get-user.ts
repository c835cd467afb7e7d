import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';
import { userProfileKeys } from './user-profile-keys';

/**
 * GET /api/users/{userId} (docs/product/accounts.md#profiles). Errors stay on the page
 * (`handleErrors: false`): the edit screen offers a retry, and a prefetch that fails must not take
 * the user anywhere.
 */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return apiGet(buildUrl(usersApiPaths.user, { userId }), User, { signal, handleErrors: false });
}

/**
 * The server's copy of a profile, which the edit form starts from. Fresh for the default 30 s, so
 * opening the form right after the profile page (which prefetches it) asks nothing more.
 */
export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userProfileKeys.user(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });
}

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}

/** Loads the profile ahead of the edit screen (a pointer over its link); failures stay silent. */
export function usePrefetchUser(): (userId: string) => void {
  const queryClient = useQueryClient();
  return (userId) => {
    queryClient.query(userQueryOptions(userId)).catch(() => undefined);
  };
}
