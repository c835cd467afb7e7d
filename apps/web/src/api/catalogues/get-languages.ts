import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, LanguagesResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { cataloguesKeys, catalogueStaleTimeMs } from './catalogues-keys';

/** GET /enrollment/getLanguages. */
export function languagesQueryOptions() {
  return queryOptions({
    queryKey: cataloguesKeys.languages(),
    queryFn: async ({ signal }) =>
      await apiGet(cataloguesApiPaths.languages, LanguagesResponse, { signal }),
    staleTime: catalogueStaleTimeMs,
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
