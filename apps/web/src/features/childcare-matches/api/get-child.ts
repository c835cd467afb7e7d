import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChildInfo, childrenApiPaths } from '@kinderwait/contract/children';
import { apiGet } from '../../../api/api-requests';
import { childcareMatchesKeys } from './childcare-matches-keys';

/**
 * GET /enrollment/getChildInfo?childId: the child's name for the heading and where matching
 * measures from (`effectiveLocation`), the map's home marker.
 */
export function getChild(childId: string, signal?: AbortSignal): Promise<ChildInfo> {
  return apiGet(childrenApiPaths.getChildInfo, ChildInfo, {
    params: { childId },
    signal,
    handleErrors: false,
  });
}

export function childQueryOptions(childId: string) {
  return queryOptions({
    queryKey: childcareMatchesKeys.child(childId),
    queryFn: ({ signal }) => getChild(childId, signal),
    retry: false,
  });
}

export function useChild(childId: string) {
  return useQuery(childQueryOptions(childId));
}
