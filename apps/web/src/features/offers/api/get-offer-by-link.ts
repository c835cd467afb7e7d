import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersApiPaths, OfferLinkView } from '@kinderwait/contract/offers';
import type { OfferLinkBody } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { offersKeys } from './offers-keys';

/**
 * POST /api/offers/{offerId}/link { token }: reads the offer the emailed link names, changing
 * nothing (a POST so the token stays out of the server's request logs).
 */
export function getOfferByLink(
  offerId: string,
  token: string,
  signal?: AbortSignal,
): Promise<OfferLinkView> {
  const body: OfferLinkBody = { token };
  return apiPost(buildUrl(offersApiPaths.linkView, { offerId }), body, OfferLinkView, {
    signal,
    handleErrors: false,
  });
}

export function offerByLinkQueryOptions(offerId: string, token: string) {
  return queryOptions({
    queryKey: offersKeys.link(offerId, token),
    queryFn: ({ signal }) => getOfferByLink(offerId, token, signal),
    enabled: token !== '',
    // A wrong or used link answers 404 every time: asking again only delays the message.
    retry: false,
  });
}

export function useOfferByLink(offerId: string, token: string) {
  return useQuery(offerByLinkQueryOptions(offerId, token));
}
