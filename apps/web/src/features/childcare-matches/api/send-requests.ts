import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { SendRequestsResponse, waitlistApiPaths } from '@kinderwait/contract/waitlist';
import type { SendRequestsBody } from '@kinderwait/contract/waitlist';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';
import { childcareMatchesKeys } from './childcare-matches-keys';

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

/** Sending: the child's matches (their request status) are asked again, then the caller's `onSuccess`. */
export function useSendRequests({ mutationConfig }: UseSendRequestsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({
        queryKey: childcareMatchesKeys.matchesOfChild(args[1].childId),
      });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: sendRequests,
  });
}
