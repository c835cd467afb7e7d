import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  providerWaitlistApiPaths,
  ProviderWaitlistResponse,
} from '@kinderwait/contract/provider-waitlist';
import type { ProviderWaitlistQuery } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../api-requests';
import { providerWaitlistKeys } from './provider-waitlist-keys';

/** GET /api/providers/{providerId}/waitlist: the families in line order, filtered. */
export function getWaitlist(
  providerId: string,
  query: ProviderWaitlistQuery,
  signal?: AbortSignal,
): Promise<ProviderWaitlistResponse> {
  return apiGet(
    buildUrl(providerWaitlistApiPaths.waitlist, { providerId }),
    ProviderWaitlistResponse,
    {
      params: query,
      signal,
      handleErrors: false,
    },
  );
}

/**
 * Families join, withdraw and answer offers from elsewhere: the list asks again each time it
 * opens; a new filter keeps the previous rows on screen until its answer arrives.
 */
export function waitlistQueryOptions(providerId: string, query: ProviderWaitlistQuery) {
  return queryOptions({
    queryKey: providerWaitlistKeys.entries(providerId, query),
    queryFn: ({ signal }) => getWaitlist(providerId, query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWaitlist(providerId: string, query: ProviderWaitlistQuery) {
  return useQuery(waitlistQueryOptions(providerId, query));
}
