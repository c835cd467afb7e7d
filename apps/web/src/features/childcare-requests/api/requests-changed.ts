import type { QueryClient } from '@tanstack/react-query';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

/**
 * What a change to a child's requests (withdrawn, an offer answered, a ticket reactivated) makes
 * out of date, asked again: the parent's requests; the child's matches, each of which shows its
 * request (every child's when the child is not known, as after a failed call); the children list,
 * which counts each child's active requests and their best position.
 */
export async function requestsChanged(
  queryClient: QueryClient,
  childId: string | undefined,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: waitlistKeys.parentRequests() }),
    queryClient.invalidateQueries({
      queryKey:
        childId === undefined ? waitlistKeys.matches() : waitlistKeys.matchesOfChild(childId),
    }),
    queryClient.invalidateQueries({ queryKey: childrenKeys.list() }),
  ]);
}
