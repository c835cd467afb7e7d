import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersApiPaths, ProviderOffersResponse } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/**
 * GET /api/providers/{providerId}/offers: the provider's offers, newest first; the screen reads
 * the answered ones (declined, expired) for who is next in line.
 */
export function getOffers(
  providerId: string,
  signal?: AbortSignal,
): Promise<ProviderOffersResponse> {
  return apiGet(buildUrl(offersApiPaths.providerOffers, { providerId }), ProviderOffersResponse, {
    signal,
    handleErrors: false,
  });
}

export function offersQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: providerWaitlistKeys.offers(providerId),
    queryFn: ({ signal }) => getOffers(providerId, signal),
    staleTime: 0,
  });
}

export function useOffers(providerId: string) {
  return useQuery(offersQueryOptions(providerId));
}
