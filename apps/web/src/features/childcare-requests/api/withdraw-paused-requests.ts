import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApiPaths, WithdrawPausedResponse } from '@kinderwait/contract/offers';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiPost } from '../../../api/api-requests';
import { childcareRequestsKeys } from '../childcare-requests-keys';

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

export function useWithdrawPausedRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawPausedRequests,
    onSettled: () => client.invalidateQueries({ queryKey: childcareRequestsKeys.all }),
  });
}
