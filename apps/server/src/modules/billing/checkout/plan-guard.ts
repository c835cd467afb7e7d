import type { CheckoutRefusal } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.ts';
import type { PaymentAmounts } from '../../../integrations/payments/payment-provider.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { CheckoutSessionRow, NewCheckoutSession, ProductRow } from '../billing.repository.ts';
import { closedStatuses, paidStatuses, updateCheckoutSession } from '../billing.repository.ts';
import { refundRefusedPaymentJob } from './checkout.jobs.ts';
import { heldThroughAnotherCheckout, lockPlan } from './checkout.repository.ts';

/**
 * A plan: a product that grants a subscription (a monthly one, or Voice Assistant Setup, paid
 * once and listed as a subscription). A user holds a plan once (docs/product/billing.md#checkout).
 */
export const isPlan = (product: Pick<ProductRow, 'paymentMode' | 'grantsSubscription'>): boolean =>
  product.paymentMode === 'subscription' || product.grantsSubscription;

/**
 * Whether a paid checkout may start what it sells, decided inside the fulfilment's transaction:
 * each plan it sells is locked for the user first (plan_locks), so of two payments for the same
 * plan the second waits for the first to commit, then sees its subscription and is refused. A
 * subscription this same checkout started (an event delivered again) is not an overlap.
 */
export async function planRefusal(
  db: Database,
  session: Pick<CheckoutSessionRow, 'id'> & { userId: string },
  products: readonly ProductRow[],
  now: Date,
): Promise<CheckoutRefusal | null> {
  // Locked in one order, so two checkouts of several plans cannot wait for each other.
  const plans = products
    .filter(isPlan)
    .map((product) => product.code)
    .sort();
  for (const code of plans) await lockPlan(db, session.userId, code, now);
  for (const code of plans) {
    if (await heldThroughAnotherCheckout(db, session.userId, code, session.id, now)) {
      return 'already_subscribed';
    }
  }
  return null;
}

/**
 * A payment for a plan the user held already starts nothing. The sandbox has charged nothing yet:
 * its checkout closes, and its page tells the user. A Stripe payment was taken: it is recorded as
 * paid with its refusal, and a job refunds it and ends the subscription it started, at once.
 */
export async function refusePayment(
  deps: {
    db: Database;
    log: Pick<FastifyBaseLogger, 'warn'>;
    jobs: Pick<JobQueue, 'send'>;
  },
  provider: 'stripe' | 'sandbox',
  session: CheckoutSessionRow,
  changes: Partial<NewCheckoutSession>,
  amounts: PaymentAmounts,
): Promise<'refused' | 'duplicate'> {
  const { db } = deps;
  if (provider === 'sandbox') {
    await updateCheckoutSession(db, session.id, closedStatuses, {
      status: 'canceled',
      refusal: changes.refusal,
      updatedAt: changes.updatedAt,
    });
    return 'refused';
  }
  const paid = await updateCheckoutSession(db, session.id, paidStatuses, changes);
  if (paid === undefined) return 'duplicate';
  await deps.jobs.send(
    refundRefusedPaymentJob,
    { checkoutSessionId: session.id },
    { db, singletonKey: session.id },
  );
  deps.log.warn(
    { checkoutSessionId: session.id, userId: session.userId, totalAmount: amounts.totalAmount },
    'a payment for a plan the user holds already: refunding it',
  );
  return 'refused';
}
