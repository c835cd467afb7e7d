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
  permissions,
  subscriptionsErrorCodes,
  subscriptionsMessages,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { DomainEvents } from '../../../events/domain-events.ts';
import type { PaymentProvider } from '../../../integrations/payments/payment-provider.ts';
import { PaymentsUnavailableError } from '../../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { actorMay } from '../../../plugins/authentication.ts';
import { normalizeEmail } from '../../users/user-view.ts';
import type { UsersService } from '../../users/users.service.ts';
import {
  invalidBodyField,
  paymentsUnavailable,
  subscriptionNotFound,
  userNotFound,
} from '../billing-errors.ts';
import type { SubscriptionRow } from '../billing.repository.ts';
import { latestProviderCustomerId } from '../billing.repository.ts';
import { limitsOf, subscriptionView } from '../billing-views.ts';
import { subscriptionEndingChanged } from './subscriptions.events.ts';
import {
  findSubscription,
  listActiveSubscriptions,
  listActiveSubscriptionsOfUsers,
  subscriptionsOfUser,
  updateSubscription,
} from './subscriptions.repository.ts';

export interface SubscriptionsServiceDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** PUBLIC_ORIGIN and ALLOWED_ORIGINS: where the customer portal may send the browser back to. */
  allowedOrigins: readonly string[];
  /** Finds the account of the email GET /api/users/{email}/subscriptions names. */
  users: Pick<UsersService, 'findByEmail'>;
  /** Where a cancellation (or its undoing) is published (subscriptions.events.ts). */
  events: Pick<DomainEvents, 'publish'>;
}

export interface SubscriptionsService {
  /** The user's subscriptions that give their benefits now. */
  activeSubscriptions(userId: string): Promise<Subscription[]>;
  /** activeSubscriptions of many users in one query: user id to their list (none: absent). */
  activeSubscriptionsOfUsers(userIds: readonly string[]): Promise<Map<string, Subscription[]>>;
  /** The products of those (checkout does not sell a subscription twice). */
  activeProductCodes(userId: string): Promise<Set<string>>;
  /** The usage limits of the user's active subscriptions (the usage module takes the largest). */
  activeLimits(userId: string): Promise<UsageLimits[]>;
  /**
   * GET /api/users/{email}/subscriptions: oneself, or anyone for a role that manages users;
   * another user's email answers as an unknown one (404).
   */
  subscriptionsOf(actor: Actor, email: string): Promise<Subscription[]>;
  setCancelAtPeriodEnd(
    actor: Actor,
    subscriptionId: string,
    cancel: boolean,
  ): Promise<Subscription>;
  customerPortal(actor: Actor, body: CustomerPortalBody): Promise<CustomerPortalResponse>;
  /** Every subscription of the user, whatever its status (their data archive). */
  personalDataOf(userId: string): Promise<SubscriptionRow[]>;
}

export function createSubscriptionsService(deps: SubscriptionsServiceDeps): SubscriptionsService {
  const { db, clock, users } = deps;
  const active = (userId: string) => listActiveSubscriptions(db, userId, clock());
  const activeSubscriptions = async (userId: string): Promise<Subscription[]> =>
    (await active(userId)).map(({ row }) => subscriptionView(row));

  return {
    activeSubscriptions,
    activeSubscriptionsOfUsers: async (userIds) => {
      const byUser = new Map<string, Subscription[]>();
      for (const { row } of await listActiveSubscriptionsOfUsers(db, userIds, clock())) {
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), subscriptionView(row)]);
      }
      return byUser;
    },
    activeProductCodes: async (userId) =>
      new Set((await active(userId)).map(({ row }) => row.productCode)),
    activeLimits: async (userId) => (await active(userId)).map(({ limits }) => limitsOf(limits)),

    subscriptionsOf: async (actor, email) => {
      const isSelf = normalizeEmail(email) === normalizeEmail(actor.user.email);
      if (!isSelf && !actorMay(actor, permissions.userManage)) throw userNotFound();
      const user = await users.findByEmail(email);
      if (user === undefined) throw userNotFound();
      return activeSubscriptions(user.id);
    },

    setCancelAtPeriodEnd: (actor, id, cancel) => setCancelAtPeriodEnd(deps, actor, id, cancel),
    personalDataOf: (userId) => subscriptionsOfUser(db, userId),
    customerPortal: (actor, body) => customerPortal(deps, actor, body),
  };
}

async function ownRenewing(db: Database, actor: Actor, id: string): Promise<SubscriptionRow> {
  const row = await findSubscription(db, id);
  if (row?.userId !== actor.user.id) throw subscriptionNotFound();
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
async function setCancelAtPeriodEnd(
  deps: SubscriptionsServiceDeps,
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
    if (payments.kind !== row.provider || row.providerSubscriptionId === null) {
      throw paymentsUnavailable();
    }
    let remote;
    try {
      remote = await payments.setCancelAtPeriodEnd(row.providerSubscriptionId, cancel);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
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
  if (updated === undefined) throw subscriptionNotFound();
  await deps.events.publish(subscriptionEndingChanged, {
    userId: updated.userId,
    productCode: updated.productCode,
    endsAt: updated.cancelAtPeriodEnd ? (updated.currentPeriodEnd?.toISOString() ?? null) : null,
  });
  return subscriptionView(updated);
}

async function customerPortal(
  deps: SubscriptionsServiceDeps,
  actor: Actor,
  body: CustomerPortalBody,
): Promise<CustomerPortalResponse> {
  if (!deps.allowedOrigins.includes(new URL(body.returnUrl).origin)) {
    throw invalidBodyField(
      billingErrorCodes.returnUrlNotAllowed,
      billingMessages.returnUrlNotAllowed,
      ['returnUrl'],
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
    if (url === null) throw paymentsUnavailable();
    return { url };
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) throw paymentsUnavailable();
    throw error;
  }
}
