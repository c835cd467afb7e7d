import { randomUUID } from 'node:crypto';
import type { SandboxCheckoutResult, SandboxCheckoutSession } from '@kinderwait/contract';
import {
  billingErrorCodes,
  billingMessages,
  formatValidationDetail,
  sandboxCheckoutErrorCodes,
  sandboxCheckoutMessages,
  sandboxTestCards,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentEvent } from '../../integrations/payments/payment-provider.ts';
import type { Actor } from '../../plugins/authentication.ts';
import type { CheckoutSessionRow } from './billing.repository.ts';
import {
  findCheckoutSession,
  linesOfSessions,
  paidStatuses,
  updateCheckoutSession,
} from './billing.repository.ts';
import { sandboxSessionView, sandboxStatusOf } from './billing-views.ts';
import type { FulfilmentOutcome } from './fulfilment.ts';

export interface SandboxCheckoutDeps {
  db: Database;
  clock: Clock;
  /** The fulfilment Stripe's webhook goes through (fulfilment.ts). */
  fulfil(event: PaymentEvent): Promise<FulfilmentOutcome>;
}

const notFound = (): AppError =>
  new AppError(
    404,
    billingErrorCodes.checkoutSessionNotFound,
    billingMessages.checkoutSessionNotFound,
  );

const closed = (status: string): AppError =>
  new AppError(
    409,
    sandboxCheckoutErrorCodes.checkoutSessionClosed,
    sandboxCheckoutMessages.checkoutSessionClosed(status),
  );

/** The date a month later, on the same day or the month's last (Jan 31 → Feb 28), like Stripe. */
export function addMonthUtc(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

/** The actor's own sandbox checkout; anyone else's, or a Stripe one, does not exist here. */
async function ownSession(db: Database, actor: Actor, id: string): Promise<CheckoutSessionRow> {
  const row = await findCheckoutSession(db, id);
  if (row?.userId !== actor.user.id || row.provider !== 'sandbox' || row.origin !== 'checkout') {
    throw notFound();
  }
  return row;
}

export async function getSandboxSession(
  deps: SandboxCheckoutDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutSession> {
  const row = await ownSession(deps.db, actor, id);
  return sandboxSessionView(row, await linesOfSessions(deps.db, [row.id]), deps.clock());
}

/** Confirms the payment as Stripe's webhook would: the same event, the same fulfilment. */
async function complete(
  deps: SandboxCheckoutDeps,
  row: CheckoutSessionRow,
): Promise<SandboxCheckoutResult> {
  const now = deps.clock();
  const customerId = `sandbox_cus_${row.userId}`;
  await deps.fulfil({
    type: 'checkout.completed',
    eventId: `sandbox_evt_${randomUUID()}`,
    occurredAt: now,
    providerSessionId: row.providerSessionId ?? row.id,
    checkoutSessionId: row.id,
    paid: true,
    amounts: null,
    providerPaymentId: `sandbox_pi_${row.id}`,
    providerCustomerId: customerId,
    subscription:
      row.paymentMode === 'subscription'
        ? {
            id: `sandbox_sub_${randomUUID()}`,
            status: 'active',
            cancelAtPeriodEnd: false,
            currentPeriodStart: now,
            currentPeriodEnd: addMonthUtc(now),
            canceledAt: null,
            customerId,
          }
        : null,
  });
  // Paid now, by this call or by one a moment earlier: the browser goes to the same place.
  return { status: 'paid', redirectUrl: row.successUrl };
}

async function decline(
  deps: SandboxCheckoutDeps,
  row: CheckoutSessionRow,
  declineCode: 'card_declined' | 'insufficient_funds',
): Promise<never> {
  await updateCheckoutSession(deps.db, row.id, [...paidStatuses], {
    status: 'open',
    declineCode,
    updatedAt: deps.clock(),
  });
  throw new AppError(
    402,
    sandboxCheckoutErrorCodes.cardDeclined,
    declineCode === 'insufficient_funds'
      ? sandboxCheckoutMessages.insufficientFunds
      : sandboxCheckoutMessages.cardDeclined,
  );
}

/** Pays with one of Stripe's test cards; each behaves as it does in Stripe's test mode. */
export async function paySandboxSession(
  deps: SandboxCheckoutDeps,
  actor: Actor,
  id: string,
  cardNumber: string,
): Promise<SandboxCheckoutResult> {
  const row = await ownSession(deps.db, actor, id);
  const status = sandboxStatusOf(row, deps.clock());
  if (status !== 'open' && status !== 'requires_action') throw closed(status);
  switch (cardNumber) {
    case sandboxTestCards.succeeds:
    case sandboxTestCards.succeedsMastercard:
      return complete(deps, row);
    case sandboxTestCards.declined:
      return decline(deps, row, 'card_declined');
    case sandboxTestCards.insufficientFunds:
      return decline(deps, row, 'insufficient_funds');
    case sandboxTestCards.requiresAuthentication: {
      const changed = await updateCheckoutSession(deps.db, row.id, [...paidStatuses, 'canceled'], {
        status: 'requires_action',
        declineCode: null,
        updatedAt: deps.clock(),
      });
      if (changed === undefined) throw closed(row.status);
      return { status: 'requires_action', redirectUrl: null };
    }
    default:
      throw new AppError(
        400,
        sandboxCheckoutErrorCodes.unsupportedTestCard,
        sandboxCheckoutMessages.unsupportedTestCard,
        formatValidationDetail([
          { path: ['body', 'cardNumber'], message: sandboxCheckoutMessages.unsupportedTestCard },
        ]),
      );
  }
}

/** The second step of a card that needs one (3-D Secure): completing it pays the session. */
export async function confirmSandboxSession(
  deps: SandboxCheckoutDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutResult> {
  const row = await ownSession(deps.db, actor, id);
  const status = sandboxStatusOf(row, deps.clock());
  if (status !== 'requires_action') throw closed(status);
  return complete(deps, row);
}

export async function cancelSandboxSession(
  deps: SandboxCheckoutDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutResult> {
  const row = await ownSession(deps.db, actor, id);
  const status = sandboxStatusOf(row, deps.clock());
  if (status !== 'open' && status !== 'requires_action') throw closed(status);
  const changed = await updateCheckoutSession(deps.db, row.id, [...paidStatuses, 'expired'], {
    status: 'canceled',
    updatedAt: deps.clock(),
  });
  if (changed === undefined) throw closed(row.status);
  return { status: 'canceled', redirectUrl: row.cancelUrl };
}
