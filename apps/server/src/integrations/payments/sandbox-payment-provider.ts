import { buildUrl, sandboxCheckoutPagePath } from '@kinderwait/contract';
import type { PaymentProvider } from './payment-provider.ts';
import { InvalidWebhookSignatureError } from './payment-provider.ts';

/**
 * The embedded payment sandbox (docs/product/billing.md#payment-sandbox): checkout is our own page
 * on this origin, which takes Stripe's test cards (modules/billing/sandbox-checkout/). Nothing is
 * remote, so subscriptions change only in our database and no webhook can come from it.
 */
export function createSandboxPaymentProvider({
  publicOrigin,
}: {
  publicOrigin: string;
}): PaymentProvider {
  return {
    kind: 'sandbox',
    customerPortal: false,
    createCheckout: (request) =>
      Promise.resolve({
        providerSessionId: request.checkoutSessionId,
        url: `${publicOrigin}${buildUrl(sandboxCheckoutPagePath, { sessionId: request.checkoutSessionId })}`,
      }),
    // The sandbox's page closes its own checkouts, and refuses a payment before charging it.
    expireCheckout: () => Promise.resolve(),
    // A payment it took (a duplicate subscription from before one plan at a time) is given back
    // at once: no card was charged, so the refund is settled as soon as it is asked.
    refundCheckout: (providerSessionId) =>
      Promise.resolve({ providerPaymentId: `sandbox-refund:${providerSessionId}`, settled: true }),
    readWebhook: () =>
      Promise.reject(new InvalidWebhookSignatureError('the payment sandbox sends no webhooks')),
    setCancelAtPeriodEnd: () => Promise.resolve(null),
    customerPortalUrl: () => Promise.resolve(null),
  };
}
