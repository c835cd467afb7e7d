import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, SchoolPlansResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { catalogueKeys, catalogueStaleTimeMs } from './catalogue-keys';

/** GET /api/school-plans. */
export function schoolPlansQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.schoolPlans(),
    queryFn: async ({ signal }) =>
      (await apiGet(cataloguesApiPaths.schoolPlans, SchoolPlansResponse, { signal })).items,
    staleTime: catalogueStaleTimeMs,
  });
}

export function useSchoolPlans() {
  return useQuery(schoolPlansQueryOptions());
}
