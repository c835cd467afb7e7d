import { queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguesApiPaths, LanguagesResponse } from '@kinderwait/contract/catalogues';
import { apiGet } from '../api-requests';
import { catalogueKeys, catalogueStaleTimeMs } from './catalogue-keys';

/** GET /enrollment/getLanguages. */
export function languagesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.languages(),
    queryFn: async ({ signal }) =>
      await apiGet(cataloguesApiPaths.languages, LanguagesResponse, { signal }),
    staleTime: catalogueStaleTimeMs,
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
