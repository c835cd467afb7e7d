import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, OfferLinkView } from '@kinderwait/contract/offers';
import type { OfferAnswer, OfferLinkAnswerBody } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { offersKeys } from './offers-keys';

/** POST /api/offers/{offerId}/link/answer { token, answer }: the one-step answer from the email. */
export function answerOfferByLink(
  offerId: string,
  token: string,
  answer: OfferAnswer,
): Promise<OfferLinkView> {
  const body: OfferLinkAnswerBody = { token, answer };
  return apiPost(buildUrl(offersApiPaths.linkAnswer, { offerId }), body, OfferLinkView, {
    handleErrors: false,
  });
}

/** The page shows the answered offer from the server's answer at once. */
export function useAnswerOfferByLink(offerId: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: OfferAnswer) => answerOfferByLink(offerId, token, answer),
    onSuccess: (view) => {
      client.setQueryData(offersKeys.link(offerId, token), view);
    },
  });
}
