import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerWaitlistApiPaths, WaitlistSettings } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/** GET /api/providers/{providerId}/waitlist-settings: policy, auto-offer, offer deadline. */
export function getSettings(providerId: string, signal?: AbortSignal): Promise<WaitlistSettings> {
  return apiGet(buildUrl(providerWaitlistApiPaths.settings, { providerId }), WaitlistSettings, {
    signal,
    handleErrors: false,
  });
}

export function settingsQueryOptions(providerId: string) {
  return queryOptions({
    queryKey: providerWaitlistKeys.settings(providerId),
    queryFn: ({ signal }) => getSettings(providerId, signal),
  });
}

export function useSettings(providerId: string) {
  return useQuery(settingsQueryOptions(providerId));
}
