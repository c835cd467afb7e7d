import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { ParentRequestsResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { apiGet } from '../api-requests';
import { waitlistKeys } from './waitlist-keys';

/** GET /api/parents/{parentId}/waitlist/requests: every childcare request of the parent. */
export function getParentRequests(
  parentId: string,
  signal?: AbortSignal,
): Promise<ParentRequestsResponse> {
  return apiGet(buildUrl(waitlistApiPaths.parentRequests, { parentId }), ParentRequestsResponse, {
    signal,
    handleErrors: false,
  });
}

/**
 * Positions move whenever another family joins or leaves a list, and requests are sent from other
 * screens: the list asks again each time it opens (the cached copy shows meanwhile).
 */
export function parentRequestsQueryOptions(parentId: string) {
  return queryOptions({
    queryKey: waitlistKeys.requestsOfParent(parentId),
    queryFn: ({ signal }) => getParentRequests(parentId, signal),
    staleTime: 0,
  });
}

export function useParentRequests(parentId: string) {
  return useQuery(parentRequestsQueryOptions(parentId));
}
