import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { FiltersResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { FiltersBody } from '@kinderwait/contract/waitlist';
import { apiPost } from '../../../api/api-requests';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

/** POST /api/providers/waitlist/filters?childId=: how many providers match the choices so far. */
export async function countMatchingProviders(
  childId: string,
  body: FiltersBody,
  signal?: AbortSignal,
): Promise<number> {
  const { total } = await apiPost(waitlistApiPaths.filters, body, FiltersResponse, {
    params: { childId },
    signal,
    // A count that cannot be made (no address yet) is shown beside the step, not as a page error.
    handleErrors: false,
  });
  return total;
}

/**
 * The count for `body`, or nothing asked while `body` is undefined
 * (docs/product/waitlist.md#running-count: only once provider types, childcare types, school plans
 * and payment options all exist). The previous count stays shown while the next is asked.
 */
export function useMatchingProvidersCount(childId: string, body: FiltersBody | undefined) {
  return useQuery({
    queryKey: waitlistKeys.matchCount(childId, body),
    queryFn:
      body === undefined
        ? skipToken
        : ({ signal }) => countMatchingProviders(childId, body, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
