import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerWaitlistApiPaths,
  WithdrawnLinesResponse,
} from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/**
 * GET /api/providers/{providerId}/waitlist-withdrawals: the families who left the line, newest
 * first, anonymous.
 */
export function getWithdrawals(
  providerId: string,
  signal?: AbortSignal,
): Promise<WithdrawnLinesResponse> {
  return apiGet(
    buildUrl(providerWaitlistApiPaths.withdrawals, { providerId }),
    WithdrawnLinesResponse,
    { signal, handleErrors: false },
  );
}

export function withdrawalsQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: providerWaitlistKeys.withdrawals(providerId),
    queryFn: ({ signal }) => getWithdrawals(providerId, signal),
    staleTime: 0,
  });
}

export function useWithdrawals(providerId: string) {
  return useQuery(withdrawalsQueryOptions(providerId));
}
