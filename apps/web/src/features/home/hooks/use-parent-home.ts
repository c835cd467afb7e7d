import { useQuery } from '@tanstack/react-query';
import { childrenQueryOptions } from '../../../api/children/get-children';
import { parentRequestsQueryOptions } from '../../../api/waitlist/get-parent-requests';
import type { ParentHomeState } from '../lib/parent-steps';

export interface HomeRead<State> {
  /** Undefined until every read has answered, and when one failed. */
  state: State | undefined;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The parent's state for /home, from the shared reads the children and requests screens use:
 * the children with their waitlist status, and every request (asked afresh on each visit).
 */
export function useParentHome(parentId: string): HomeRead<ParentHomeState> {
  const children = useQuery(childrenQueryOptions());
  const requests = useQuery(parentRequestsQueryOptions(parentId));
  const failed = children.isError || requests.isError;
  return {
    state:
      children.data === undefined || requests.data === undefined
        ? undefined
        : { children: children.data.items, requests: requests.data.items },
    pending: !failed && (children.isPending || requests.isPending),
    failed,
    retry: () => {
      if (children.isError) void children.refetch();
      if (requests.isError) void requests.refetch();
    },
  };
}
