import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { IncomingBroadcast, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type {
  IncomingAnswerBody,
  IncomingBroadcastsResponse,
} from '@kinderwait/contract/broadcast';
import { apiPut } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';

export interface AnswerIncomingVariables {
  deliveryId: string;
  body: IncomingAnswerBody;
}

/**
 * PUT /api/broadcast/incoming/{deliveryId}/answer: the provider answers a family broadcast, or
 * changes the answer, until the parent decides (409 broadcast_closed, age_group_not_offered).
 * Errors stay on the screen.
 */
export function answerIncoming({
  deliveryId,
  body,
}: AnswerIncomingVariables): Promise<IncomingBroadcast> {
  return apiPut(
    buildUrl(broadcastApiPaths.incomingAnswer, { deliveryId }),
    body,
    IncomingBroadcast,
    {
      handleErrors: false,
    },
  );
}

/**
 * The answer replaces its broadcast in the incoming list. A refusal because the broadcast closed
 * marks the list out of date (the parent decided, or the family withdrew it).
 */
export function useAnswerIncoming() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerIncoming,
    onSuccess: (answered) => {
      client.setQueryData<IncomingBroadcastsResponse>(broadcastKeys.incoming(), (list) =>
        list === undefined
          ? list
          : { items: list.items.map((item) => (item.id === answered.id ? answered : item)) },
      );
    },
    onError: () => client.invalidateQueries({ queryKey: broadcastKeys.incoming() }),
  });
}
