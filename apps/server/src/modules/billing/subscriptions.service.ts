import type {
  CustomerPortalBody,
  CustomerPortalResponse,
  Subscription,
  UsageLimits,
} from '@kinderwait/contract';
import {
  activeSubscriptionStatuses,
  billingErrorCodes,
  billingMessages,
  formatValidationDetail,
  subscriptionsErrorCodes,
  subscriptionsMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { PaymentsUnavailableError } from '../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../plugins/authentication.ts';
import { latestProviderCustomerId } from './billing.repository.ts';
import { limitsOf, subscriptionView } from './billing-views.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';
import {
  findSubscription,
  listActiveSubscriptions,
  updateSubscription,
} from './subscriptions.repository.ts';

export interface SubscriptionsDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  allowedOrigins: readonly string[];
}

/**
 * How long after its period ended a subscription still counts: Stripe moves the period on when
 * it renews, and a webhook can arrive a little after. The sandbox does not renew, so a sandbox
 * subscription lapses one day after its month.
 */
export const subscriptionGraceMs = dayMs;

const notFound = (): AppError =>
  new AppError(
    404,
    subscriptionsErrorCodes.subscriptionNotFound,
    subscriptionsMessages.subscriptionNotFound,
  );

const unavailable = (): AppError =>
  new AppError(503, billingErrorCodes.paymentsUnavailable, billingMessages.paymentsUnavailable);

export async function activeSubscriptions(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  userId: string,
): Promise<Subscription[]> {
  const active = await listActiveSubscriptions(deps.db, userId, deps.clock(), subscriptionGraceMs);
  return active.map(({ row }) => subscriptionView(row));
}

export async function activeProductCodes(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  userId: string,
): Promise<Set<string>> {
  const active = await listActiveSubscriptions(deps.db, userId, deps.clock(), subscriptionGraceMs);
  return new Set(active.map(({ row }) => row.productCode));
}

/** The limits of every active subscription of the user (the usage module takes the largest). */
export async function activeLimits(
  deps: Pick<SubscriptionsDeps, 'db' | 'clock'>,
  userId: string,
): Promise<UsageLimits[]> {
  const active = await listActiveSubscriptions(deps.db, userId, deps.clock(), subscriptionGraceMs);
  return active.map(({ limits }) => limitsOf(limits));
}

async function ownRenewing(db: Database, actor: Actor, id: string): Promise<SubscriptionRow> {
  const row = await findSubscription(db, id);
  if (row?.userId !== actor.user.id) throw notFound();
  const active = activeSubscriptionStatuses.some((status) => status === row.status);
  if (row.currentPeriodEnd === null || !active) {
    throw new AppError(
      409,
      subscriptionsErrorCodes.subscriptionNotCancellable,
      subscriptionsMessages.subscriptionNotCancellable,
    );
  }
  return row;
}

/**
 * Sets whether the subscription ends at the end of the period already paid (cancel) or renews
 * (resume). With Stripe the processor decides and we record its answer; the webhook that
 * follows changes nothing more.
 */
export async function setCancelAtPeriodEnd(
  deps: SubscriptionsDeps,
  actor: Actor,
  id: string,
  cancel: boolean,
): Promise<Subscription> {
  const { db, payments } = deps;
  const row = await ownRenewing(db, actor, id);
  const now = deps.clock();
  let changes: Partial<SubscriptionRow> = {
    cancelAtPeriodEnd: cancel,
    canceledAt: cancel ? now : null,
  };
  if (row.provider !== 'sandbox') {
    if (payments.kind !== row.provider || row.providerSubscriptionId === null) throw unavailable();
    let remote;
    try {
      remote = await payments.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) throw unavailable();
      throw error;
    }
    if (remote !== null) {
      changes = {
        status: remote.status,
        cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
        canceledAt: remote.canceledAt,
        ...(remote.currentPeriodEnd === null ? {} : { currentPeriodEnd: remote.currentPeriodEnd }),
      };
    }
  }
  const updated = await updateSubscription(db, row.id, { ...changes, updatedAt: now });
  if (updated === undefined) throw notFound();
  return subscriptionView(updated);
}

export async function customerPortal(
  deps: SubscriptionsDeps,
  actor: Actor,
  body: CustomerPortalBody,
): Promise<CustomerPortalResponse> {
  if (!deps.allowedOrigins.includes(new URL(body.returnUrl).origin)) {
    throw new AppError(
      400,
      billingErrorCodes.returnUrlNotAllowed,
      billingMessages.returnUrlNotAllowed,
      formatValidationDetail([
        { path: ['body', 'returnUrl'], message: billingMessages.returnUrlNotAllowed },
      ]),
    );
  }
  const customerId = deps.payments.customerPortal
    ? await latestProviderCustomerId(deps.db, actor.user.id, deps.payments.kind)
    : null;
  if (customerId === null) {
    throw new AppError(
      409,
      subscriptionsErrorCodes.customerPortalUnavailable,
      subscriptionsMessages.customerPortalUnavailable,
    );
  }
  try {
    const url = await deps.payments.customerPortalUrl(customerId, body.returnUrl);
    if (url === null) throw unavailable();
    return { url };
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) throw unavailable();
    throw error;
  }
}
