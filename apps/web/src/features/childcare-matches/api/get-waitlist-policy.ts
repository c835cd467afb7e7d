import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerWaitlistApiPaths,
  WaitlistPolicyResponse,
} from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { childcareMatchesKeys } from './childcare-matches-keys';

/**
 * GET /api/providers/{providerId}/waitlist-policy (public): the provider's written policy and the
 * priorities that count, shown before a parent sends a request.
 */
export function getWaitlistPolicy(
  providerId: string,
  signal?: AbortSignal,
): Promise<WaitlistPolicyResponse> {
  return apiGet(buildUrl(providerWaitlistApiPaths.policy, { providerId }), WaitlistPolicyResponse, {
    signal,
    handleErrors: false,
  });
}

export function waitlistPolicyQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: childcareMatchesKeys.policy(providerId),
    queryFn: ({ signal }) => getWaitlistPolicy(providerId, signal),
  });
}

export function useWaitlistPolicy(providerId: string) {
  return useQuery(waitlistPolicyQueryOptions(providerId));
}
