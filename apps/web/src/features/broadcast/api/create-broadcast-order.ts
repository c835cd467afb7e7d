import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BroadcastOrder, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { FamilyBroadcastBody } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';

/**
 * POST /api/broadcast/orders: a parent's family broadcast, created unpaid (409
 * broadcast_reaches_no_one or child_location_missing, 404 for another parent's child). Errors stay
 * on the screen.
 */
export function createBroadcastOrder(body: FamilyBroadcastBody): Promise<BroadcastOrder> {
  return apiPost(broadcastApiPaths.orders, body, BroadcastOrder, { handleErrors: false });
}

/**
 * The new order's details are put in the cache under its id (its page opens on them); the paid
 * list does not show an unpaid order, so it is left as it is.
 */
export function useCreateBroadcastOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBroadcastOrder,
    onSuccess: (order) => {
      client.setQueryData(broadcastKeys.order(order.id), order);
    },
  });
}
