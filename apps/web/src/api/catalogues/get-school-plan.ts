import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { cataloguesApiPaths, SchoolPlan } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /api/school-plans/{id}: one plan with its period, hours and details. */
export function schoolPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: cataloguesKeys.schoolPlan(id),
    queryFn: ({ signal }) =>
      apiGet(buildUrl(cataloguesApiPaths.schoolPlan, { id }), SchoolPlan, { signal }),
    staleTime: catalogueStaleTimeMs,
  });
}

export function useSchoolPlan(id: number) {
  return useQuery(schoolPlanQueryOptions(id));
}
