import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChildrenResponse } from '@kinderwait/contract/children';
import { ChildInfo, childrenApiPaths } from '@kinderwait/contract/children';
import { apiGet } from '../api-requests';
import { childrenKeys } from './children-keys';

/**
 * GET /enrollment/getChildInfo?childId= : one child of the signed-in parent (404 for anyone
 * else's). Errors stay on the screen that asked (`handleErrors: false`): the child form, the
 * wizard and the matches each offer a retry or a way back.
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

/** The child as the cached list has it (a list item is the child plus its waitlist status). */
function childFromList(queryClient: QueryClient, childId: string): ChildInfo | undefined {
  const list = queryClient.getQueryData<ChildrenResponse>(childrenKeys.list());
  const item = list?.items.find((child) => child.id === childId);
  // The contract's object schema keeps the child's fields and leaves the waitlist status out.
  return item === undefined ? undefined : ChildInfo.parse(item);
}

/**
 * One child; nothing is asked while `childId` is undefined. Opened from the children list, it
 * starts at once from the list's copy (as old as the list, so asked again once that is stale)
 * instead of waiting for the call.
 */
export function useChildInfo(childId: string | undefined) {
  const queryClient = useQueryClient();
  const id = childId ?? '';
  return useQuery({
    ...childInfoQueryOptions(id),
    enabled: childId !== undefined,
    initialData: () => childFromList(queryClient, id),
    initialDataUpdatedAt: () => queryClient.getQueryState(childrenKeys.list())?.dataUpdatedAt,
  });
}
