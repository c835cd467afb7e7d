import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { refundRefusedPaymentJob } from './checkout.jobs.ts';
import {
  endSubscriptionNow,
  lastPaymentOf,
  markDuplicatePayment,
  overlappingSubscriptions,
} from './duplicate-subscriptions.repository.ts';

export interface DuplicateRepairDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Repairs the subscriptions doubled before one plan at a time held at payment
 * (docs/product/billing.md#repairing-doubled-subscriptions): for each user holding the same plan
 * twice or more at once, the earliest is kept; each other one ends now, its latest payment is
 * marked `duplicate_subscription` and given to the refund job (one per payment), which refunds it
 * through the processor (ending the processor's subscription too), records the refund in the
 * payment history and tells the buyer. Each subscription is ended in its own transaction with
 * its refund job, so a run that stops half-way leaves nothing half-done, and a second run finds
 * nothing doubled. Answers how many subscriptions it ended.
 */
export async function repairDuplicateSubscriptions(deps: DuplicateRepairDeps): Promise<number> {
  const now = deps.clock();
  const rows = await overlappingSubscriptions(deps.db, now);
  let ended = 0;
  let kept = '';
  for (const subscription of rows) {
    const group = `${subscription.userId}:${subscription.productCode}`;
    if (group !== kept) {
      kept = group; // the earliest of its group
      continue;
    }
    const done = await deps.db.transaction(async (tx) => {
      if (!(await endSubscriptionNow(tx, subscription.id, now))) return false;
      const payment = await lastPaymentOf(tx, subscription);
      if (payment !== undefined && (await markDuplicatePayment(tx, payment.id, now))) {
        await deps.jobs.send(
          refundRefusedPaymentJob,
          { checkoutSessionId: payment.id },
          { db: tx, singletonKey: payment.id },
        );
      }
      return true;
    });
    if (!done) continue;
    ended += 1;
    deps.log.warn(
      { subscriptionId: subscription.id, userId: subscription.userId },
      'ended a second subscription to a plan the user held already, refunding its last payment',
    );
  }
  return ended;
}
