import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type {
  PaymentProvider,
  PaymentRefundedEvent,
} from '../../../integrations/payments/payment-provider.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import { findCheckoutSession, paidStatuses, updateCheckoutSession } from '../billing.repository.ts';
import { revokeOneOffGrants } from './checkout.repository.ts';

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
  payments: Pick<PaymentProvider, 'refundCheckout'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Gives back a payment fulfilment refused (the user held the plan already): the processor ends
 * the subscription the payment started and refunds it in full, then the history says refunded.
 * Run by a job, so a processor that cannot be reached is asked again; repeating it refunds
 * nothing twice (the processor's idempotency, and a refunded payment is left alone).
 */
export async function refundRefusedPayment(
  deps: RefundRefusedPaymentDeps,
  checkoutSessionId: string,
): Promise<void> {
  const { db } = deps;
  const session = await findCheckoutSession(db, { id: checkoutSessionId });
  if (session === undefined || session.refusal === null || session.status === 'refunded') return;
  if (session.providerSessionId === null) return;
  const refund = await deps.payments.refundCheckout(session.providerSessionId);
  const now = deps.clock();
  // The payment's id lets the processor's refund webhook find this payment (a subscription's
  // first payment is known only now).
  await updateCheckoutSession(db, session.id, [], {
    providerPaymentId: session.providerPaymentId ?? refund.providerPaymentId,
    ...(refund.settled
      ? { refundedAmount: session.totalAmount, status: refundStatus(session, session.totalAmount) }
      : {}),
    updatedAt: now,
  });
  deps.log.info(
    { checkoutSessionId, settled: refund.settled },
    'refunded a payment for a plan the user held already',
  );
}
