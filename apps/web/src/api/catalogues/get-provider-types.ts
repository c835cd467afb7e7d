import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, ProviderTypesResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/providers/types, with the ticket's current choices marked `selected` when given. */
export function providerTypesQueryOptions(waitingListTicketId?: string) {
  return queryOptions({
    queryKey: cataloguesKeys.providerTypes(waitingListTicketId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(cataloguesApiPaths.providerTypes, ProviderTypesResponse, {
          signal,
          params: waitingListTicketId === undefined ? undefined : { waitingListTicketId },
        })
      ).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useProviderTypes(waitingListTicketId?: string) {
  return useQuery(providerTypesQueryOptions(waitingListTicketId));
}
