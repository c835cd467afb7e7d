import { billingCurrency } from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type {
  CheckoutCompletedEvent,
  InvoicePaidEvent,
  PaymentEvent,
  ProviderSubscription,
} from '../../../integrations/payments/payment-provider.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { CheckoutSessionRow, NewCheckoutSession } from '../billing.repository.ts';
import {
  closedStatuses,
  findCheckoutSession,
  linesOfSessions,
  paidStatuses,
  updateCheckoutSession,
} from '../billing.repository.ts';
import {
  findProductsByCode,
  findSubscriptionByProviderId,
  insertCheckoutSessionOnce,
  insertSubscriptionOnce,
  recordPaymentEvent,
  updateSubscriptionFromProvider,
} from './checkout.repository.ts';
import { lineFulfilled } from './checkout.events.ts';
import { planRefusal, refusePayment } from './plan-guard.ts';
import { recordRefund } from './refunds.ts';

export interface FulfilmentDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  events: Pick<DomainEvents, 'publish'>;
  /** Where the refund of a refused payment is queued, in the fulfilment's transaction. */
  jobs: Pick<JobQueue, 'send'>;
}

/**
 * `refused`: the payment was for a plan the user held already, so it started nothing (the
 * sandbox's checkout is closed unpaid; Stripe's payment is refunded by a job).
 */
export type FulfilmentOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

/**
 * Applies one processor event (Stripe's webhook or the sandbox's confirmation) in one
 * transaction, idempotently: the event id is recorded first (a second delivery stops there),
 * and a session becomes paid by a status-checked update (a second event for the same session
 * finds it paid and grants nothing).
 */
export async function applyPaymentEvent(
  deps: FulfilmentDeps,
  provider: 'stripe' | 'sandbox',
  event: PaymentEvent,
): Promise<FulfilmentOutcome> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type,
      receivedAt: now,
    });
    if (!fresh) return 'duplicate';
    switch (event.type) {
      case 'checkout.completed':
        return completeCheckout({ ...deps, db: tx }, provider, event, now);
      case 'checkout.expired': {
        const session = await findCheckoutSession(tx, {
          provider,
          providerSessionId: event.providerSessionId,
        });
        if (session === undefined) return 'ignored';
        const changed = await updateCheckoutSession(tx, session.id, closedStatuses, {
          status: 'expired',
          updatedAt: now,
        });
        return changed === undefined ? 'duplicate' : 'applied';
      }
      case 'invoice.paid':
        return recordInvoice(tx, provider, event, now);
      case 'subscription.changed': {
        const { subscription } = event;
        const row = await findSubscriptionByProviderId(tx, provider, subscription.id);
        if (row === undefined) return 'ignored';
        await updateSubscriptionFromProvider(tx, row.id, event.occurredAt, {
          ...subscriptionChanges(subscription),
          updatedAt: now,
        });
        return 'applied';
      }
      case 'payment.refunded':
        return recordRefund(tx, provider, event, now);
      case 'ignored':
        return 'ignored';
    }
  });
}

function subscriptionChanges(subscription: ProviderSubscription): {
  status: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
} {
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt,
    ...(subscription.currentPeriodStart === null
      ? {}
      : { currentPeriodStart: subscription.currentPeriodStart }),
    ...(subscription.currentPeriodEnd === null
      ? {}
      : { currentPeriodEnd: subscription.currentPeriodEnd }),
  };
}

async function findCompletedSession(
  db: Database,
  provider: string,
  event: CheckoutCompletedEvent,
): Promise<CheckoutSessionRow | undefined> {
  const byProviderId = await findCheckoutSession(db, {
    provider,
    providerSessionId: event.providerSessionId,
  });
  if (byProviderId !== undefined || event.checkoutSessionId === null) return byProviderId;
  // The processor echoes our id; trust it only for a session of this processor.
  const ours = /^[0-9a-f-]{36}$/i.test(event.checkoutSessionId)
    ? await findCheckoutSession(db, { id: event.checkoutSessionId.toLowerCase() })
    : undefined;
  return ours?.provider === provider ? ours : undefined;
}

async function completeCheckout(
  deps: FulfilmentDeps,
  provider: 'stripe' | 'sandbox',
  event: CheckoutCompletedEvent,
  now: Date,
): Promise<FulfilmentOutcome> {
  const { db } = deps;
  const session = await findCompletedSession(db, provider, event);
  if (session === undefined) return 'ignored';
  const processorIds = {
    providerSessionId: event.providerSessionId,
    providerPaymentId: event.providerPaymentId,
    providerCustomerId: event.providerCustomerId,
    providerSubscriptionId: event.subscription?.id ?? null,
  };
  if (!event.paid) {
    // An asynchronous payment method is settling; async_payment_succeeded completes it later.
    await updateCheckoutSession(db, session.id, closedStatuses, {
      ...processorIds,
      updatedAt: now,
    });
    return 'applied';
  }
  const amounts = event.amounts ?? session;
  if (amounts.totalAmount !== session.totalAmount || amounts.taxAmount !== session.taxAmount) {
    deps.log.warn(
      { checkoutSessionId: session.id, ours: session.totalAmount, theirs: amounts.totalAmount },
      'the processor charged another amount than the checkout showed; recording what was charged',
    );
  }
  const paidChanges: Partial<NewCheckoutSession> = {
    ...processorIds,
    status: 'paid',
    subtotalAmount: amounts.subtotalAmount,
    taxAmount: amounts.taxAmount,
    totalAmount: amounts.totalAmount,
    declineCode: null,
    paidAt: event.occurredAt,
    updatedAt: now,
  };
  // The buyer's account was deleted meanwhile: the payment is recorded, nobody is granted it.
  const buyer = session.userId;
  if (buyer === null) {
    const recorded = await updateCheckoutSession(db, session.id, paidStatuses, paidChanges);
    return recorded === undefined ? 'duplicate' : 'applied';
  }
  const lines = await linesOfSessions(db, [session.id]);
  const productRows = await findProductsByCode(
    db,
    lines.map((line) => line.productCode),
    'sold or not',
  );
  const refusal = await planRefusal(db, { id: session.id, userId: buyer }, productRows, now);
  if (refusal !== null) {
    return refusePayment(deps, provider, session, { ...paidChanges, refusal }, amounts);
  }
  const paid = await updateCheckoutSession(db, session.id, paidStatuses, paidChanges);
  if (paid === undefined) return 'duplicate';

  for (const line of lines) {
    const product = productRows.find((row) => row.code === line.productCode);
    if (product === undefined) continue;
    const grant = {
      userId: buyer,
      productCode: product.code,
      name: product.name,
      provider,
      providerCustomerId: event.providerCustomerId,
      checkoutSessionId: session.id,
      providerEventAt: event.occurredAt,
      createdAt: now,
      updatedAt: now,
    };
    if (product.paymentMode === 'subscription' && event.subscription !== null) {
      await insertSubscriptionOnce(db, {
        ...grant,
        ...subscriptionChanges(event.subscription),
        providerSubscriptionId: event.subscription.id,
      });
    } else if (product.grantsSubscription) {
      await insertSubscriptionOnce(db, { ...grant, status: 'active' });
    }
    await deps.events.publish(
      lineFulfilled,
      {
        userId: buyer,
        checkoutSessionId: session.id,
        productCode: line.productCode,
        quantity: line.quantity,
        referenceId: line.referenceId,
      },
      { db },
    );
  }
  return 'applied';
}

/** A subscription's invoice: its period moves on, and a renewal becomes a payment of the history. */
async function recordInvoice(
  db: Database,
  provider: string,
  event: InvoicePaidEvent,
  now: Date,
): Promise<FulfilmentOutcome> {
  const subscription = await findSubscriptionByProviderId(
    db,
    provider,
    event.providerSubscriptionId,
  );
  if (subscription === undefined) return 'ignored';
  await updateSubscriptionFromProvider(db, subscription.id, event.occurredAt, {
    status: 'active',
    ...(event.periodStart === null ? {} : { currentPeriodStart: event.periodStart }),
    ...(event.periodEnd === null ? {} : { currentPeriodEnd: event.periodEnd }),
    updatedAt: now,
  });
  if (!event.renewal) return 'applied';
  const { amounts } = event;
  const renewal = await insertCheckoutSessionOnce(
    db,
    {
      userId: subscription.userId,
      origin: 'renewal',
      provider,
      providerSessionId: event.invoiceId,
      paymentMode: 'subscription',
      status: 'paid',
      currency: billingCurrency,
      ...amounts,
      providerSubscriptionId: event.providerSubscriptionId,
      providerCustomerId: subscription.providerCustomerId,
      paidAt: event.paidAt,
      createdAt: now,
      updatedAt: now,
    },
    [
      {
        productCode: subscription.productCode,
        name: subscription.name,
        quantity: 1,
        unitAmount: amounts.subtotalAmount,
        ...amounts,
      },
    ],
  );
  return renewal === undefined ? 'duplicate' : 'applied';
}
