import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChildInfo, childrenApiPaths } from '@kinderwait/contract/children';
import { apiGet } from '../../../api/api-requests';
import { wizardKeys } from '../wizard-keys';

/** GET /enrollment/getChildInfo?childId=: the child, for its name and age group. */
export function getChildInfo(childId: string, signal?: AbortSignal): Promise<ChildInfo> {
  return apiGet(childrenApiPaths.getChildInfo, ChildInfo, { params: { childId }, signal });
}

export function childInfoQueryOptions(childId: string) {
  return queryOptions({
    queryKey: wizardKeys.child(childId),
    queryFn: ({ signal }) => getChildInfo(childId, signal),
  });
}

export function useChildInfo(childId: string) {
  return useQuery(childInfoQueryOptions(childId));
}
