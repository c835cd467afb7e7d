import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerWaitlistApiPaths, WaitlistSettings } from '@kinderwait/contract/provider-waitlist';
import type { SaveWaitlistSettingsBody } from '@kinderwait/contract/provider-waitlist';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPut } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/** PUT /api/providers/{providerId}/waitlist-settings. A 400 stays beside its field. */
export function saveSettings(
  providerId: string,
  body: SaveWaitlistSettingsBody,
): Promise<WaitlistSettings> {
  return apiPut(
    buildUrl(providerWaitlistApiPaths.settings, { providerId }),
    body,
    WaitlistSettings,
    {
      handleErrors: false,
    },
  );
}

export function useSaveSettings(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWaitlistSettingsBody) => saveSettings(providerId, body),
    onSuccess: (saved) => {
      client.setQueryData(providerWaitlistKeys.settings(providerId), saved);
    },
  });
}
