import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SendRequestsResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { SendRequestsBody } from '@kinderwait/contract/waitlist';
import { surveyType } from '@kinderwait/contract/constants';
import { apiPost } from '../../../api/api-requests';
import { childrenKeys } from '../../../api/children/children-keys';
import { surveysKeys } from '../../../api/surveys/surveys-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import type { MutationConfig } from '../../../lib/query-client';

export interface SendRequestsVariables {
  childId: string;
  ticketId: string;
  body: SendRequestsBody;
}

/**
 * POST /api/children/{childId}/waitlist/{ticketId}/requests: puts the ticket on each chosen
 * provider's waitlist; the answer says per provider what was sent, already sent, or failed.
 */
export function sendRequests({
  childId,
  ticketId,
  body,
}: SendRequestsVariables): Promise<SendRequestsResponse> {
  return apiPost(
    buildUrl(waitlistApiPaths.requestsOfTicket, { childId, ticketId }),
    body,
    SendRequestsResponse,
    { handleErrors: false },
  );
}

export interface UseSendRequestsOptions {
  mutationConfig?: MutationConfig<SendRequestsResponse, SendRequestsVariables>;
}

/**
 * Sending. Asked again, without waiting (the caller moves on at once): the child's matches (each
 * shows its request), the children list (each child's active requests and best position), the
 * parent's requests, and the waitlist survey (a first request makes it due). Then the caller's
 * `onSuccess`.
 */
export function useSendRequests({ mutationConfig }: UseSendRequestsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [, { childId }] = args;
      for (const queryKey of [
        waitlistKeys.matchesOfChild(childId),
        childrenKeys.list(),
        waitlistKeys.parentRequests(),
        surveysKeys.status(surveyType),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: sendRequests,
  });
}
