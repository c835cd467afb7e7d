import { unsafeTextPath } from '@kinderwait/contract';
import type { PaymentProvider } from './payment-provider.ts';
import { InvalidWebhookSignatureError, PaymentsUnavailableError } from './payment-provider.ts';

/**
 * What the processor tells us (its ids, statuses, URLs) is stored as it is, so it passes the text
 * rule of every field (docs/product/platform.md#text-we-accept) where it enters: an answer holding
 * a control character or a lone surrogate is refused like a broken one, never half stored. A
 * webhook event so refused is answered 400, as a badly signed one is; a call's answer is a
 * failed call. The processor's own ids are printable ASCII, so nothing real is refused.
 */
export function refusingUnsafeText(provider: PaymentProvider): PaymentProvider {
  const checked = <T>(answer: T, refuse: (path: string) => Error): T => {
    const path = unsafeTextPath(answer);
    if (path !== undefined) throw refuse(path);
    return answer;
  };
  const unavailable = (what: string) => (path: string) =>
    new PaymentsUnavailableError(`the processor's ${what} holds unsafe text at ${path}`);
  return {
    kind: provider.kind,
    customerPortal: provider.customerPortal,
    createCheckout: async (request) =>
      checked(await provider.createCheckout(request), unavailable('checkout')),
    readWebhook: async (rawBody, signature) =>
      checked(
        await provider.readWebhook(rawBody, signature),
        (path) => new InvalidWebhookSignatureError(`the event holds unsafe text at ${path}`),
      ),
    setCancelAtPeriodEnd: async (id, cancel) =>
      checked(await provider.setCancelAtPeriodEnd(id, cancel), unavailable('subscription')),
    customerPortalUrl: async (customerId, returnUrl) =>
      checked(await provider.customerPortalUrl(customerId, returnUrl), unavailable('portal URL')),
    expireCheckout: (providerSessionId) => provider.expireCheckout(providerSessionId),
    refundCheckout: async (providerSessionId, options) =>
      checked(await provider.refundCheckout(providerSessionId, options), unavailable('refund')),
  };
}
