import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChildInfo, childrenApiPaths } from '@kinderwait/contract/children';
import { apiGet } from '../../../api/api-requests';
import { childrenKeys } from './children-keys';

/**
 * GET /enrollment/getChildInfo?childId= : one child of the signed-in parent (404 for anyone
 * else's). Errors stay on the page, which offers a retry or the way back to the list.
 */
export function getChildInfo(childId: string, signal?: AbortSignal): Promise<ChildInfo> {
  return apiGet(childrenApiPaths.getChildInfo, ChildInfo, {
    params: { childId },
    signal,
    handleErrors: false,
  });
}

export function childInfoQueryOptions(childId: string) {
  return queryOptions({
    queryKey: childrenKeys.child(childId),
    queryFn: ({ signal }) => getChildInfo(childId, signal),
  });
}

export function useChildInfo(childId: string | undefined) {
  return useQuery({
    ...childInfoQueryOptions(childId ?? ''),
    enabled: childId !== undefined,
  });
}
