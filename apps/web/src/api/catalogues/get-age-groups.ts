import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, AgeGroupsResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/age-groups. */
export function ageGroupsQueryOptions() {
  return queryOptions({
    queryKey: cataloguesKeys.ageGroups(),
    queryFn: async ({ signal }) =>
      (await apiGet(cataloguesApiPaths.ageGroups, AgeGroupsResponse, { signal })).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useAgeGroups() {
  return useQuery(ageGroupsQueryOptions());
}
