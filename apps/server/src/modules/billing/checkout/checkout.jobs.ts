import { z } from 'zod';
import { minuteMs } from '../../../clock.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { RefundRefusedPaymentDeps } from './refunds.ts';
import { alertRefundFailed, refundRefusedPayment } from './refunds.ts';

/** About five hours of attempts (see below). */
const refundAttempts = 12;

/**
 * Refunds, at once, a payment that fulfilment refused (docs/product/billing.md#checkout): sent in
 * the fulfilment's transaction, one per checkout (its id is the singleton key). Retried for about
 * five hours while the processor cannot be reached, within the day its idempotency keys last;
 * when the last attempt fails, the operators are alerted (refunds.ts).
 */
export const refundRefusedPaymentJob = defineJob({
  name: 'billing.refund-refused-payment',
  version: 1,
  payload: z.object({ checkoutSessionId: z.uuid() }),
  retry: { maxAttempts: refundAttempts, backoffMs: 30_000, maxBackoffMs: 60 * minuteMs },
  handle: async ({ checkoutSessionId }, deps: RefundRefusedPaymentDeps, job) => {
    try {
      await refundRefusedPayment(deps, checkoutSessionId);
    } catch (error) {
      // The last attempt: the operators are told, then the queue records the job as failed.
      if (job.attempt >= refundAttempts) {
        await alertRefundFailed(deps, checkoutSessionId, job.attempt, error).catch(
          (alertError: unknown) => {
            deps.log.error({ err: alertError, checkoutSessionId }, 'refund alert not sent');
          },
        );
      }
      throw error;
    }
  },
});
