import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerWaitlistApiPaths,
  WaitlistPrioritiesResponse,
} from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/**
 * GET /api/providers/{providerId}/waitlist-priorities (answered as `items`,
 * docs/product/offers.md#priorities).
 */
export function getPriorities(
  providerId: string,
  signal?: AbortSignal,
): Promise<WaitlistPrioritiesResponse> {
  return apiGet(
    buildUrl(providerWaitlistApiPaths.priorities, { providerId }),
    WaitlistPrioritiesResponse,
    { signal, handleErrors: false },
  );
}

export function prioritiesQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: providerWaitlistKeys.priorities(providerId),
    queryFn: ({ signal }) => getPriorities(providerId, signal),
  });
}

export function usePriorities(providerId: string) {
  return useQuery(prioritiesQueryOptions(providerId));
}
