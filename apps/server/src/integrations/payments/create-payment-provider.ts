import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { refusingUnsafeText } from './payment-text-guard.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/**
 * Stripe when both its keys are set, else the sandbox. The configuration refuses half a Stripe
 * setup, and production refuses the sandbox (config.ts), so the sandbox never runs there. Either
 * way what the processor answers passes the text rule (payment-text-guard.ts).
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  return refusingUnsafeText(chosenPaymentProvider(config));
}

function chosenPaymentProvider(config: Config): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (STRIPE_SECRET_KEY !== undefined && STRIPE_WEBHOOK_SECRET !== undefined) {
    return createStripePaymentProvider({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      taxRateId: config.STRIPE_TAX_RATE_ID,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('The payment sandbox is not allowed in production');
  }
  return createSandboxPaymentProvider({ publicOrigin: config.PUBLIC_ORIGIN });
}
