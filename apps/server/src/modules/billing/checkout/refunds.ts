import { CheckoutRefusal, paymentHistoryPagePath, roleIds } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import type {
  PaymentProvider,
  PaymentRefundedEvent,
} from '../../../integrations/payments/payment-provider.ts';
import type { NoticesService } from '../../notices/notices.service.ts';
import type { RolesService } from '../../roles/roles.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import {
  findCheckoutSession,
  linesOfSessions,
  paidStatuses,
  updateCheckoutSession,
} from '../billing.repository.ts';
import { revokeOneOffGrants } from './checkout.repository.ts';
import type { RefundedPayment } from './refund-notices.ts';
import { paymentRefundedNotice, refundFailedNotice } from './refund-notices.ts';

/** A payment's status once `refundedAmount` of it is refunded. */
function refundStatus(session: CheckoutSessionRow, refundedAmount: number): string {
  if (refundedAmount >= session.totalAmount) return 'refunded';
  return refundedAmount > 0 ? 'partially_refunded' : 'paid';
}

/**
 * The processor refunded (part of) a payment: the history says so, and a full refund takes back
 * what a one-off purchase granted.
 */
export async function recordRefund(
  db: Database,
  provider: string,
  event: PaymentRefundedEvent,
  now: Date,
): Promise<'applied' | 'ignored'> {
  const session = await findCheckoutSession(db, {
    provider,
    providerPaymentId: event.providerPaymentId,
  });
  if (session === undefined || !paidStatuses.some((status) => status === session.status)) {
    return 'ignored';
  }
  const refundedAmount = Math.min(
    session.totalAmount,
    Math.max(session.refundedAmount, event.amountRefunded),
  );
  const status = refundStatus(session, refundedAmount);
  await updateCheckoutSession(db, session.id, [], { refundedAmount, status, updatedAt: now });
  if (status === 'refunded') await revokeOneOffGrants(db, session.id, now);
  return 'applied';
}

export interface RefundRefusedPaymentDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_ORIGIN'>;
  payments: Pick<PaymentProvider, 'refundCheckout'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  users: Pick<UsersService, 'findById'>;
  roles: Pick<RolesService, 'holdersOf'>;
  notices: Pick<NoticesService, 'notify'>;
}

/** The stable event name of the operator alert a refund that failed for good raises in the log. */
export const refundFailedEvent = 'billing.refund_failed';

/** The payment as its notices name it: the products bought and the total. */
async function refundedPaymentOf(
  db: Database,
  session: CheckoutSessionRow,
): Promise<RefundedPayment> {
  const lines = await linesOfSessions(db, [session.id]);
  return {
    checkoutSessionId: session.id,
    productName: lines.map((line) => line.name).join(', '),
    amount: session.totalAmount,
    currency: session.currency,
  };
}

/**
 * Gives back a payment fulfilment refused (the user held the plan already): the processor ends
 * the subscription the payment started and refunds it in full, then the history says refunded
 * and the buyer is told by a notice and its email, why included. Run by a job, so a processor
 * that cannot be reached is asked again; repeating it refunds nothing twice (the processor's
 * idempotency, and a refunded payment is left alone) and tells the buyer once (the notice's key).
 */
export async function refundRefusedPayment(
  deps: RefundRefusedPaymentDeps,
  checkoutSessionId: string,
): Promise<void> {
  const { db } = deps;
  const session = await findCheckoutSession(db, { id: checkoutSessionId });
  if (session === undefined || session.refusal === null) return;
  if (session.status === 'refunded') {
    // Refunded already (Stripe's webhook came first after a run that stopped before recording
    // it): only the buyer's notice may be missing, and its key keeps it to one.
    const notice = await buyerNotice(deps, session, session.refusal);
    if (notice !== null) await deps.notices.notify(notice);
    return;
  }
  if (session.providerSessionId === null) return;
  // A renewal's payment is its invoice's (the repair of duplicate subscriptions refunds one).
  const refund = await deps.payments.refundCheckout(
    session.providerSessionId,
    session.origin === 'renewal' && session.providerSubscriptionId !== null
      ? { renewalOf: session.providerSubscriptionId }
      : {},
  );
  const now = deps.clock();
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const notice = await buyerNotice(deps, session, session.refusal);
  await db.transaction(async (tx) => {
    // The payment's id lets the processor's refund webhook find this payment (a subscription's
    // first payment is known only now).
    await updateCheckoutSession(tx, session.id, [], {
      providerPaymentId: session.providerPaymentId ?? refund.providerPaymentId,
      ...(refund.settled
        ? {
            refundedAmount: session.totalAmount,
            status: refundStatus(session, session.totalAmount),
          }
        : {}),
      updatedAt: now,
    });
    if (notice !== null) await deps.notices.notify(notice, { db: tx });
  });
  deps.log.info(
    { checkoutSessionId, settled: refund.settled },
    'refunded a payment for a plan the user held already',
  );
}

/**
 * The buyer's notice and email of the refund (once per checkout, by its key), or null when the
 * buyer's account was deleted: nobody to tell.
 */
async function buyerNotice(
  deps: RefundRefusedPaymentDeps,
  session: CheckoutSessionRow,
  refusal: string,
): Promise<ReturnType<typeof paymentRefundedNotice> | null> {
  if (session.userId === null) return null;
  const buyer = await deps.users.findById(session.userId);
  if (buyer === undefined) return null;
  const payment = await refundedPaymentOf(deps.db, session);
  const history = new URL(paymentHistoryPagePath, deps.config.PUBLIC_ORIGIN).toString();
  return paymentRefundedNotice(buyer, payment, CheckoutRefusal.parse(refusal), history);
}

/**
 * The refund job's last attempt failed: the payment stays taken until someone refunds it by hand.
 * An operator alert: an error-level log line with a stable event name, and a notice (with its
 * email) to every SuperAdmin, once per checkout and SuperAdmin.
 */
export async function alertRefundFailed(
  deps: RefundRefusedPaymentDeps,
  checkoutSessionId: string,
  attempts: number,
  error: unknown,
): Promise<void> {
  deps.log.error(
    { event: refundFailedEvent, checkoutSessionId, attempts, err: error },
    'a payment for a plan the user held already could not be refunded: refund it by hand',
  );
  const session = await findCheckoutSession(deps.db, { id: checkoutSessionId });
  if (session === undefined) return;
  const payment = await refundedPaymentOf(deps.db, session);
  for (const superAdminId of await deps.roles.holdersOf(roleIds.SuperAdmin)) {
    await deps.notices.notify(refundFailedNotice(superAdminId, payment, attempts));
  }
}
