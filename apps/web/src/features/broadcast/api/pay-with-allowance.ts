import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastOrder, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';
import { usageKeys } from '../../../api/usage/usage-keys';

/**
 * POST /api/broadcast/orders/{orderId}/actions/use-allowance: pays the order with one of this
 * month's broadcasts (402 limit_reached when none is left, 409 broadcast_order_not_payable or
 * broadcast_reaches_no_one). Errors stay on the screen.
 */
export function payWithAllowance(orderId: string): Promise<BroadcastOrder> {
  return apiPost(buildUrl(broadcastApiPaths.useAllowance, { orderId }), undefined, BroadcastOrder, {
    handleErrors: false,
  });
}

/**
 * Paid: the order's details are replaced by the answer, and the paid list and the month's usage are
 * marked out of date. A refusal marks the usage out of date too (another device may have used the
 * last broadcast).
 */
export function usePayWithAllowance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payWithAllowance,
    onSuccess: async (order) => {
      client.setQueryData(broadcastKeys.order(order.id), order);
      await client.invalidateQueries({ queryKey: broadcastKeys.paidOrders() });
    },
    onSettled: () => client.invalidateQueries({ queryKey: usageKeys.all }),
  });
}
