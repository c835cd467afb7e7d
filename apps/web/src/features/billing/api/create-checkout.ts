import { useMutation } from '@tanstack/react-query';
import { billingApiPaths, CheckoutResponse } from '@kinderwait/contract/billing';
import type { CheckoutBody } from '@kinderwait/contract/billing';
import { apiPost } from '../../../api/api-requests';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/checkout with the checkout payload (docs/product/billing.md#checkout). Errors stay on
 * the screen (`handleErrors: false`): a refused checkout is explained beside the tier, not on the
 * generic error page.
 */
export function createCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return apiPost(billingApiPaths.checkout, body, CheckoutResponse, { handleErrors: false });
}

export interface UseCreateCheckoutOptions {
  mutationConfig?: MutationConfig<CheckoutResponse, CheckoutBody>;
}

export function useCreateCheckout({ mutationConfig }: UseCreateCheckoutOptions = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createCheckout });
}
