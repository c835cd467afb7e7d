import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type {
  ParentChildcareRequest,
  ParentRequestsResponse,
  WithdrawRequestBody,
} from '@kinderwait/contract/waitlist';
import { ParentChildcareRequest as ParentChildcareRequestSchema } from '@kinderwait/contract/waitlist';
import { waitlistApiPaths } from '@kinderwait/contract/waitlist';
import { apiPatch } from '../../../api/api-requests';
import { parentRequestsQueryOptions } from '../../../api/waitlist/get-parent-requests';
import { requestsChanged } from './requests-changed';

export interface WithdrawRequestVariables {
  /** The request as the list shows it: its provider and ticket name the waitlist entry. */
  request: ParentChildcareRequest;
  /** Why, for the provider (optional). */
  reason?: string;
}

/**
 * PATCH /api/providers/{providerId}/waitlist/{ticketId} with `{ status: 'withdrawn' }`: takes the
 * child's ticket off that provider's waitlist. The screen says what failed, so errors only reject.
 */
export function withdrawRequest({
  request,
  reason,
}: WithdrawRequestVariables): Promise<ParentChildcareRequest> {
  const body: WithdrawRequestBody = {
    status: 'withdrawn',
    ...(reason !== undefined && reason.trim() !== '' && { reason: reason.trim() }),
  };
  return apiPatch(
    buildUrl(waitlistApiPaths.providerTicket, {
      providerId: request.providerId,
      ticketId: request.ticketId,
    }),
    body,
    ParentChildcareRequestSchema,
    { handleErrors: false },
  );
}

/** The list with one request marked withdrawn, as the server will answer it. */
export function markWithdrawn(
  list: ParentRequestsResponse,
  requestId: string,
  at: string,
): ParentRequestsResponse {
  return {
    items: list.items.map((item) =>
      item.id === requestId
        ? { ...item, status: 'withdrawn', position: null, withdrawnAt: at }
        : item,
    ),
  };
}

interface WithdrawContext {
  previous: ParentRequestsResponse | undefined;
}

export interface UseWithdrawRequestOptions {
  onSuccess?: (request: ParentChildcareRequest, variables: WithdrawRequestVariables) => void;
  onError?: (error: Error, variables: WithdrawRequestVariables) => void;
}

/**
 * Withdraws at once on screen (the row turns withdrawn before the server answers), puts the row
 * back as it was when the server refuses, and asks again either way for everything
 * `requestsChanged` names: the list (positions of the family's other requests on that waitlist
 * may have moved), the child's matches and the children list.
 */
export function useWithdrawRequest(
  parentId: string,
  { onSuccess, onError }: UseWithdrawRequestOptions = {},
) {
  const client = useQueryClient();
  const { queryKey } = parentRequestsQueryOptions(parentId);
  return useMutation<ParentChildcareRequest, Error, WithdrawRequestVariables, WithdrawContext>({
    mutationFn: withdrawRequest,
    onMutate: async ({ request }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous !== undefined) {
        client.setQueryData(
          queryKey,
          markWithdrawn(previous, request.id, new Date().toISOString()),
        );
      }
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous !== undefined) client.setQueryData(queryKey, context.previous);
      onError?.(error, variables);
    },
    onSuccess: (answer, variables) => {
      onSuccess?.(answer, variables);
    },
    onSettled: (_answer, _error, { request }) => requestsChanged(client, request.childId),
  });
}
