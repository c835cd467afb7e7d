import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { MatchedProvider, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { apiGet } from '../../../api/api-requests';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

/** GET /api/children/{childId}/waitlist/providers/{childcareProviderId}: one match, fresh. */
export function getMatch(
  childId: string,
  childcareProviderId: string,
  signal?: AbortSignal,
): Promise<MatchedProvider> {
  return apiGet(
    buildUrl(waitlistApiPaths.match, { childId, childcareProviderId }),
    MatchedProvider,
    { signal, handleErrors: false },
  );
}

export function matchQueryOptions(childId: string, childcareProviderId: string) {
  return queryOptions({
    queryKey: waitlistKeys.match(childId, childcareProviderId),
    queryFn: ({ signal }) => getMatch(childId, childcareProviderId, signal),
    retry: false,
  });
}

/**
 * The detail view's provider: the list's copy shows at once (`placeholder`), the server's own
 * answer replaces it when it arrives.
 */
export function useMatch(
  childId: string,
  childcareProviderId: string | undefined,
  placeholder: MatchedProvider | undefined,
) {
  return useQuery({
    ...matchQueryOptions(childId, childcareProviderId ?? ''),
    enabled: childcareProviderId !== undefined,
    placeholderData: placeholder,
  });
}
