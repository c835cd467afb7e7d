import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, WithdrawPausedResponse } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareRequestsKeys } from './childcare-requests-keys';
import { requestsChanged } from './requests-changed';

/**
 * POST /api/offers/{offerId}/withdraw-paused-requests: after accepting, withdraws the child's
 * requests the enrolment paused, in one tap.
 */
export function withdrawPausedRequests(offerId: string): Promise<WithdrawPausedResponse> {
  return apiPost(
    buildUrl(offersApiPaths.withdrawPaused, { offerId }),
    undefined,
    WithdrawPausedResponse,
    { handleErrors: false },
  );
}

/** Answered or not, the requests screen's state and everything `requestsChanged` names are asked again. */
export function useWithdrawPausedRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawPausedRequests,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: childcareRequestsKeys.all }),
        requestsChanged(client, undefined),
      ]),
  });
}
