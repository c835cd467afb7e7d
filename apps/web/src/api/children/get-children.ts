import { queryOptions, useQuery } from '@tanstack/react-query';
import { ChildrenResponse, childrenApiPaths } from '@kinderwait/contract/children';
import { apiGet } from '../api-requests';
import { childrenKeys } from './children-keys';

/**
 * GET /api/children: the signed-in parent's children, each with its waitlist status. Errors stay
 * on the page (`handleErrors: false`): the list shows them with a retry.
 */
export function getChildren(signal?: AbortSignal): Promise<ChildrenResponse> {
  return apiGet(childrenApiPaths.children, ChildrenResponse, { signal, handleErrors: false });
}

export function childrenQueryOptions() {
  return queryOptions({
    queryKey: childrenKeys.list(),
    queryFn: ({ signal }) => getChildren(signal),
  });
}

export function useChildren() {
  return useQuery(childrenQueryOptions());
}
