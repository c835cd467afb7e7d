import { z } from 'zod';
import { minuteMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { RefundRefusedPaymentDeps } from './refunds.ts';
import { refundRefusedPayment } from './refunds.ts';

/**
 * Refunds, at once, a payment that fulfilment refused (docs/product/billing.md#checkout): sent in
 * the fulfilment's transaction, one per checkout (its id is the singleton key). Retried for about
 * five hours while the processor cannot be reached, within the day its idempotency keys last.
 */
export const refundRefusedPaymentJob = defineJob({
  name: 'billing.refund-refused-payment',
  version: 1,
  payload: z.object({ checkoutSessionId: z.uuid() }),
  retry: { maxAttempts: 12, backoffMs: 30_000, maxBackoffMs: 60 * minuteMs },
  handle: async ({ checkoutSessionId }, deps: RefundRefusedPaymentDeps) => {
    await refundRefusedPayment(deps, checkoutSessionId);
  },
});
