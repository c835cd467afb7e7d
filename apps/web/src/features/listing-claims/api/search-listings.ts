import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  childcareProvidersApiPaths,
  listingSearchMinLength,
  ListingsResponse,
} from '@kinderwait/contract/childcare-providers';
import type { Listing } from '@kinderwait/contract/childcare-providers';
import { apiGet } from '../../../api/api-requests';
import { listingClaimsKeys } from './listing-claims-keys';

/** GET /api/childcare-providers/listings?search=: at most 20 centres by name or postal code. */
export async function searchListings(search: string, signal?: AbortSignal): Promise<Listing[]> {
  const { items } = await apiGet(childcareProvidersApiPaths.listings, ListingsResponse, {
    params: { search },
    signal,
    handleErrors: false,
  });
  return items;
}

export function listingsQueryOptions(search: string) {
  return queryOptions({
    queryKey: listingClaimsKeys.search(search),
    queryFn: ({ signal }) => searchListings(search, signal),
  });
}

/** The listings for a submitted search; nothing is asked for a search too short to run. */
export function useListings(search: string) {
  const runnable = search.trim().length >= listingSearchMinLength;
  return useQuery({
    ...listingsQueryOptions(search),
    queryFn: runnable ? listingsQueryOptions(search).queryFn : skipToken,
    placeholderData: keepPreviousData,
  });
}
