import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, ParentOffer } from '@kinderwait/contract/offers';
import type { OfferAnswer } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';
import { requestsChanged } from './requests-changed';

export interface AnswerOfferVariables {
  offerId: string;
  answer: OfferAnswer;
}

/** POST /api/offers/{offerId}/accept or /decline: the signed-in parent's one-step answer. */
export function answerOffer({ offerId, answer }: AnswerOfferVariables): Promise<ParentOffer> {
  return apiPost(
    buildUrl(answer === 'accept' ? offersApiPaths.accept : offersApiPaths.decline, { offerId }),
    undefined,
    ParentOffer,
    { handleErrors: false },
  );
}

/**
 * An answer changes the child's other requests too (accepting pauses them): the requests screen's
 * state and everything `requestsChanged` names are asked again, answered or not.
 */
export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSettled: (offer) =>
      Promise.all([
        client.invalidateQueries({ queryKey: childcareRequestsKeys.all }),
        requestsChanged(client, offer?.childId),
      ]),
  });
}
