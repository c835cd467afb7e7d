import { describe, expect, it } from 'vitest';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { InvalidWebhookSignatureError, PaymentsUnavailableError } from './payment-provider.ts';
import { refusingUnsafeText } from './payment-text-guard.ts';

function processorAnswering(event: PaymentEvent, url: string): PaymentProvider {
  return {
    kind: 'stripe',
    customerPortal: true,
    createCheckout: () => Promise.resolve({ providerSessionId: 'cs_test_1', url }),
    readWebhook: () => Promise.resolve(event),
    setCancelAtPeriodEnd: () => Promise.resolve(null),
    customerPortalUrl: () => Promise.resolve(url),
    expireCheckout: () => Promise.resolve(),
    refundCheckout: () => Promise.resolve({ providerPaymentId: url, settled: true }),
  };
}

const expired = (providerSessionId: string): PaymentEvent => ({
  type: 'checkout.expired',
  eventId: 'evt_1',
  occurredAt: new Date(0),
  providerSessionId,
});

const checkout = {
  checkoutSessionId: '6c1f2a77-6f57-4a8e-9a57-0a8e6f574a8e',
  userId: '6c1f2a77-6f57-4a8e-9a57-0a8e6f574a8f',
  email: 'ada@example.com',
  providerCustomerId: null,
  mode: 'payment' as const,
  currency: 'CAD',
  lines: [],
  paymentMethods: ['card'],
  successUrl: 'https://kinderwait.ca/paid',
  cancelUrl: 'https://kinderwait.ca/back',
  expiresAt: new Date(0),
};

describe('what the payment processor tells us', () => {
  it('passes through when it is safe text', async () => {
    const guarded = refusingUnsafeText(
      processorAnswering(expired('cs_test_1'), 'https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    await expect(guarded.readWebhook('{}', 'sig')).resolves.toEqual(expired('cs_test_1'));
    await expect(guarded.createCheckout(checkout)).resolves.toEqual({
      providerSessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
  });

  it('is refused, never stored, when it holds a control character or a lone surrogate', async () => {
    const guarded = refusingUnsafeText(
      processorAnswering(expired('cs_\u0000'), 'https://checkout.stripe.com/\ud800'),
    );
    await expect(guarded.readWebhook('{}', 'sig')).rejects.toThrow(InvalidWebhookSignatureError);
    await expect(guarded.readWebhook('{}', 'sig')).rejects.toThrow(/providerSessionId/);
    await expect(guarded.createCheckout(checkout)).rejects.toThrow(PaymentsUnavailableError);
    await expect(guarded.customerPortalUrl('cus_1', checkout.successUrl)).rejects.toThrow(
      PaymentsUnavailableError,
    );
  });
});
