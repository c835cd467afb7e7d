import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, SchoolPlansResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/school-plans. */
export function schoolPlansQueryOptions() {
  return queryOptions({
    queryKey: cataloguesKeys.schoolPlans(),
    queryFn: async ({ signal }) =>
      (await apiGet(cataloguesApiPaths.schoolPlans, SchoolPlansResponse, { signal })).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useSchoolPlans() {
  return useQuery(schoolPlansQueryOptions());
}
