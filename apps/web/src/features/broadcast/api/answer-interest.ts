import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastInterest, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { BroadcastInterestResponse, ParentDecision } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';
import { childrenKeys } from '../../../api/children/children-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';

export interface AnswerInterestVariables {
  orderId: string;
  answerId: string;
  decision: ParentDecision;
}

/**
 * POST /api/broadcast/orders/{orderId}/interest/{answerId}/accept or /decline: the parent's
 * decision on one "interested" answer (409 broadcast_closed once the order is closed). Accepting
 * makes a childcare request to that provider and an open offer from it. Errors stay on the screen.
 */
export function answerInterest({
  orderId,
  answerId,
  decision,
}: AnswerInterestVariables): Promise<BroadcastInterest> {
  return apiPost(
    buildUrl(
      decision === 'accepted'
        ? broadcastApiPaths.acceptInterest
        : broadcastApiPaths.declineInterest,
      { orderId, answerId },
    ),
    undefined,
    BroadcastInterest,
    { handleErrors: false },
  );
}

/**
 * The answer replaces its row in the order's interest list; the order (its answer counts) is
 * marked out of date. An acceptance made a request and an offer: the parent's requests and the
 * children list (which counts them) are marked out of date too.
 */
export function useAnswerInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerInterest,
    onSuccess: async (answer, { orderId, decision }) => {
      client.setQueryData<BroadcastInterestResponse>(broadcastKeys.interest(orderId), (list) =>
        list === undefined
          ? list
          : { items: list.items.map((item) => (item.id === answer.id ? answer : item)) },
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: broadcastKeys.order(orderId) }),
        client.invalidateQueries({ queryKey: broadcastKeys.paidOrders() }),
        ...(decision === 'accepted'
          ? [
              client.invalidateQueries({ queryKey: waitlistKeys.parentRequests() }),
              client.invalidateQueries({ queryKey: childrenKeys.list() }),
            ]
          : []),
      ]);
    },
  });
}
