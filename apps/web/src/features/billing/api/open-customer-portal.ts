import { useMutation } from '@tanstack/react-query';
import { CustomerPortalResponse, subscriptionsApiPaths } from '@kinderwait/contract/subscriptions';
import { apiPost } from '../../../api/api-requests';

/** POST /api/subscriptions/customer-portal: Stripe's portal, returning to `returnUrl` (409 in the sandbox). */
export function openCustomerPortal(returnUrl: string): Promise<CustomerPortalResponse> {
  return apiPost(subscriptionsApiPaths.customerPortal, { returnUrl }, CustomerPortalResponse, {
    handleErrors: false,
  });
}

export function useOpenCustomerPortal() {
  return useMutation({
    mutationFn: openCustomerPortal,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
