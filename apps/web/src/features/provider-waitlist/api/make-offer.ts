import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, ProviderOffer } from '@kinderwait/contract/offers';
import type { CreateOfferBody } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { providerWaitlistKeys } from '../../../api/provider-waitlist/provider-waitlist-keys';

/** POST /api/providers/{providerId}/offers: offers a spot to one family on the list. */
export function makeOffer(providerId: string, body: CreateOfferBody): Promise<ProviderOffer> {
  return apiPost(buildUrl(offersApiPaths.providerOffers, { providerId }), body, ProviderOffer, {
    handleErrors: false,
  });
}

export interface UseMakeOfferOptions {
  onSuccess?: (offer: ProviderOffer) => void;
}

/** The family turns offered (and shows its contact details): the list is asked again. */
export function useMakeOffer(providerId: string, { onSuccess }: UseMakeOfferOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfferBody) => makeOffer(providerId, body),
    onSuccess: async (offer) => {
      await client.invalidateQueries({ queryKey: providerWaitlistKeys.ofProvider(providerId) });
      onSuccess?.(offer);
    },
  });
}
