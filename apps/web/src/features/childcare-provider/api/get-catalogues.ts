import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AgeGroupsResponse,
  ChildcareTypesResponse,
  cataloguesApiPaths,
  LanguagesResponse,
  ProviderTypesResponse,
} from '@kinderwait/contract/catalogues';
import { apiGet } from '../../../api/api-requests';
import { childcareProviderKeys } from './childcare-provider-keys';

/**
 * The reference catalogues the profile screen chooses from (GET /api/age-groups,
 * /api/providers/types, /api/childcare-types, /enrollment/getLanguages), asked together: the
 * screen needs all four, and they change only when an administrator edits them.
 */
export async function getProfileCatalogues(signal?: AbortSignal) {
  const options = { signal, handleErrors: false } as const;
  const [ageGroups, providerTypes, childcareTypes, languages] = await Promise.all([
    apiGet(cataloguesApiPaths.ageGroups, AgeGroupsResponse, options),
    apiGet(cataloguesApiPaths.providerTypes, ProviderTypesResponse, options),
    apiGet(cataloguesApiPaths.childcareTypes, ChildcareTypesResponse, options),
    apiGet(cataloguesApiPaths.languages, LanguagesResponse, options),
  ]);
  return {
    ageGroups: ageGroups.items,
    providerTypes: providerTypes.items,
    childcareTypes: childcareTypes.items,
    languages,
  };
}

export type ProfileCatalogues = Awaited<ReturnType<typeof getProfileCatalogues>>;

export function profileCataloguesQueryOptions() {
  return queryOptions({
    queryKey: [...childcareProviderKeys.all, 'catalogues'] as const,
    queryFn: ({ signal }) => getProfileCatalogues(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useProfileCatalogues() {
  return useQuery(profileCataloguesQueryOptions());
}
