import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, ChildcareTypesResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { catalogueKeys, catalogueStaleTimeMs } from './catalogue-keys';

/** GET /api/childcare-types. */
export function childcareTypesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.childcareTypes(),
    queryFn: async ({ signal }) =>
      (await apiGet(cataloguesApiPaths.childcareTypes, ChildcareTypesResponse, { signal })).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useChildcareTypes() {
  return useQuery(childcareTypesQueryOptions());
}
