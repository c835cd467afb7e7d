import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ChildcareProviderProfile,
  childcareProvidersApiPaths,
} from '@kinderwait/contract/childcare-providers';
import { apiGet } from '../api-requests';
import { childcareProviderKeys } from './childcare-provider-keys';

/** GET /api/childcare-providers: the current provider's profile (`user` null before the first save). */
export function getChildcareProvider(signal?: AbortSignal): Promise<ChildcareProviderProfile> {
  return apiGet(childcareProvidersApiPaths.profile, ChildcareProviderProfile, {
    signal,
    handleErrors: false,
  });
}

export function childcareProviderQueryOptions() {
  return queryOptions({
    queryKey: childcareProviderKeys.profile(),
    queryFn: ({ signal }) => getChildcareProvider(signal),
  });
}

/**
 * The profile screen's read. While the profile is read again after being dropped from the cache,
 * the screen keeps the last one it showed (`keepPreviousData`) instead of a spinner: a spinner
 * unmounts the parts of the profile, and what was typed in them with it.
 */
export function useChildcareProvider() {
  return useQuery({ ...childcareProviderQueryOptions(), placeholderData: keepPreviousData });
}
