import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BroadcastOrder, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { SpotBroadcastBody } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';

/**
 * POST /api/broadcast/spots: a provider's spot broadcast of one age group's spaces, created unpaid
 * (409 broadcast_reaches_no_one or no_spaces_to_broadcast). Errors stay on the screen.
 */
export function createSpotBroadcast(body: SpotBroadcastBody): Promise<BroadcastOrder> {
  return apiPost(broadcastApiPaths.spots, body, BroadcastOrder, { handleErrors: false });
}

/** The new order's details are put in the cache under its id, as for a family broadcast. */
export function useCreateSpotBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSpotBroadcast,
    onSuccess: (order) => {
      client.setQueryData(broadcastKeys.order(order.id), order);
    },
  });
}
