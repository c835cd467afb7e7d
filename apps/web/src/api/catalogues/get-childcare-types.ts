import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, ChildcareTypesResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/childcare-types. */
export function childcareTypesQueryOptions() {
  return queryOptions({
    queryKey: cataloguesKeys.childcareTypes(),
    queryFn: async ({ signal }) =>
      (await apiGet(cataloguesApiPaths.childcareTypes, ChildcareTypesResponse, { signal })).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useChildcareTypes() {
  return useQuery(childcareTypesQueryOptions());
}
