import { queryOptions, useQuery } from '@tanstack/react-query';
import { Onboarding, onboardingApiPaths } from '@kinderwait/contract/onboarding';
import { apiGet } from '../../../api/api-requests';
import { onboardingKeys } from './onboarding-keys';

/**
 * GET /api/onboarding: the user's onboarding (created on first read) with the completed steps.
 * Errors stay on the screen, which offers a retry.
 */
export function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  return apiGet(onboardingApiPaths.onboarding, Onboarding, { signal, handleErrors: false });
}

/**
 * Always asked again when the steps screen opens: role selection is derived from the roles the
 * user holds, which change outside this cache.
 */
export function onboardingQueryOptions() {
  return queryOptions({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ signal }) => getOnboarding(signal),
    staleTime: 0,
  });
}

export function useOnboarding() {
  return useQuery({ ...onboardingQueryOptions(), refetchOnMount: 'always' });
}
