import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, ProviderOffer } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/** POST /api/providers/{providerId}/offers/{offerId}/withdraw: takes back an open offer. */
export function withdrawOffer(providerId: string, offerId: string): Promise<ProviderOffer> {
  return apiPost(
    buildUrl(offersApiPaths.withdraw, { providerId, offerId }),
    undefined,
    ProviderOffer,
    { handleErrors: false },
  );
}

export function useWithdrawOffer(providerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => withdrawOffer(providerId, offerId),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: providerWaitlistKeys.ofProvider(providerId) }),
  });
}
