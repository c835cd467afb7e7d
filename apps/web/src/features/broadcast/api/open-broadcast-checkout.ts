import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { BroadcastCheckoutResponse, broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/broadcast/orders/{orderId}/checkout: a checkout of one `broadcast-order` line for this
 * order; the answer says where to send the browser (it returns to the order's page). Errors stay
 * on the screen.
 */
export function openBroadcastCheckout(orderId: string): Promise<BroadcastCheckoutResponse> {
  return apiPost(
    buildUrl(broadcastApiPaths.checkout, { orderId }),
    undefined,
    BroadcastCheckoutResponse,
    { handleErrors: false },
  );
}

/** Nothing in the cache changes until the payment is made: the browser leaves for the checkout. */
export function useOpenBroadcastCheckout() {
  return useMutation({
    mutationFn: openBroadcastCheckout,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
