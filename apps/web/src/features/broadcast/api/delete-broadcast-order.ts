import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { broadcastApiPaths } from '@kinderwait/contract/broadcast';
import type { BroadcastOrdersResponse } from '@kinderwait/contract/broadcast';
import { apiDelete } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';

/**
 * DELETE /api/broadcast/orders/{orderId} (204): withdraws the order; providers no longer see it.
 * Errors stay on the screen.
 */
export async function deleteBroadcastOrder(orderId: string): Promise<undefined> {
  await apiDelete(buildUrl(broadcastApiPaths.order, { orderId }), z.void(), {
    handleErrors: false,
  });
  return undefined;
}

interface DeleteContext {
  previous: BroadcastOrdersResponse | undefined;
}

/**
 * The order leaves the local list at once (docs/product/broadcast.md#broadcast-orders), before the
 * server answers; a refusal puts the list back as it was. Withdrawn, its details are dropped from
 * the cache; either way the list is asked again.
 */
export function useDeleteBroadcastOrder({
  onError,
}: { onError?: (error: Error, orderId: string) => void } = {}) {
  const client = useQueryClient();
  const queryKey = broadcastKeys.paidOrders();
  return useMutation<undefined, Error, string, DeleteContext>({
    mutationFn: deleteBroadcastOrder,
    onMutate: async (orderId) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<BroadcastOrdersResponse>(queryKey);
      if (previous !== undefined) {
        client.setQueryData<BroadcastOrdersResponse>(queryKey, {
          items: previous.items.filter((order) => order.id !== orderId),
        });
      }
      return { previous };
    },
    onError: (error, orderId, context) => {
      if (context?.previous !== undefined) client.setQueryData(queryKey, context.previous);
      onError?.(error, orderId);
    },
    onSuccess: (_nothing, orderId) => {
      client.removeQueries({ queryKey: broadcastKeys.order(orderId) });
      client.removeQueries({ queryKey: broadcastKeys.interest(orderId) });
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
