import { useQueries } from '@tanstack/react-query';
import type {
  AgeGroup,
  ChildcareType,
  Language,
  ProviderType,
} from '@kinderwait/contract/catalogues';
import { ageGroupsQueryOptions } from '../../../api/catalogues/get-age-groups';
import { childcareTypesQueryOptions } from '../../../api/catalogues/get-childcare-types';
import { languagesQueryOptions } from '../../../api/catalogues/get-languages';
import { providerTypesQueryOptions } from '../../../api/catalogues/get-provider-types';

/** The reference catalogues the profile screen chooses from. */
export interface ProfileCatalogues {
  ageGroups: AgeGroup[];
  providerTypes: ProviderType[];
  childcareTypes: ChildcareType[];
  languages: Language[];
}

/**
 * The four catalogues the profile needs, from the shared catalogue queries (one cache entry each,
 * the same the child form, the wizard and the matches read): `data` once all four have arrived.
 */
export function useProfileCatalogues() {
  return useQueries({
    queries: [
      ageGroupsQueryOptions(),
      providerTypesQueryOptions(),
      childcareTypesQueryOptions(),
      languagesQueryOptions(),
    ],
    combine: (results) => {
      const [ageGroups, providerTypes, childcareTypes, languages] = results;
      const data: ProfileCatalogues | undefined =
        ageGroups.data === undefined ||
        providerTypes.data === undefined ||
        childcareTypes.data === undefined ||
        languages.data === undefined
          ? undefined
          : {
              ageGroups: ageGroups.data,
              providerTypes: providerTypes.data,
              childcareTypes: childcareTypes.data,
              languages: languages.data,
            };
      return {
        data,
        isError: results.some((result) => result.isError),
        error: results.find((result) => result.isError)?.error ?? null,
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}
