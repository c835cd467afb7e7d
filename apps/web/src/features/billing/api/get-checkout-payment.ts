import { useQuery } from '@tanstack/react-query';
import { billingApiPaths, Receipt } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';
import { billingKeys } from './billing-keys';

export interface CheckoutPaymentPolling {
  /** How often to ask while the payment is not found yet. */
  everyMs: number;
  /** How many times to ask at most. */
  times: number;
}

/**
 * The payment a checkout just made (GET /api/checkout/users/{userId}/sessions/{sessionId}), to say
 * what became of it after the processor sent the browser back. It is not found (404) until the
 * processor confirms it, a moment later with Stripe's webhook, so it is asked again meanwhile;
 * errors stay on the page that asks (`handleErrors: false`).
 */
export function useCheckoutPayment(
  userId: string,
  sessionId: string | undefined,
  { everyMs, times }: CheckoutPaymentPolling,
) {
  return useQuery({
    queryKey: billingKeys.checkoutPayment(userId, sessionId ?? ''),
    queryFn: () =>
      apiGet(
        buildUrl(billingApiPaths.checkoutSession, { userId, sessionId: sessionId ?? '' }),
        Receipt,
        { handleErrors: false },
      ),
    enabled: userId !== '' && sessionId !== undefined,
    retry: false,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      return data !== undefined || dataUpdateCount + errorUpdateCount > times ? false : everyMs;
    },
  });
}
