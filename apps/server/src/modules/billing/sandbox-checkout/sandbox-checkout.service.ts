import { randomUUID } from 'node:crypto';
import type {
  SandboxCheckoutResult,
  SandboxCheckoutSession,
  SandboxCheckoutStatus,
  SandboxPayBody,
} from '@kinderwait/contract';
import {
  billingErrorCodes,
  billingMessages,
  isCardExpired,
  todayInTimeZone,
  sandboxCheckoutErrorCodes,
  sandboxCheckoutMessages,
  sandboxTestCards,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { checkoutSessionNotFound, invalidBodyField } from '../billing-errors.ts';
import type { CheckoutSessionRow } from '../billing.repository.ts';
import {
  findCheckoutSession,
  linesOfSessions,
  paidStatuses,
  updateCheckoutSession,
} from '../billing.repository.ts';
import { sandboxSessionView, sandboxStatusOf } from '../billing-views.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';

export interface SandboxCheckoutServiceDeps {
  db: Database;
  clock: Clock;
  /** Whether the sandbox is this app's payment provider (never in production). */
  enabled: boolean;
  /** The fulfilment Stripe's webhook goes through: a sandbox payment is applied the same way. */
  checkout: Pick<CheckoutService, 'fulfil'>;
}

/** The sandbox's hosted checkout, for one's own sessions only (never in production). */
export interface SandboxCheckoutService {
  /** Whether the sandbox is this app's payment provider: its routes exist only then. */
  readonly enabled: boolean;
  session(actor: Actor, sessionId: string): Promise<SandboxCheckoutSession>;
  pay(actor: Actor, sessionId: string, card: SandboxPayBody): Promise<SandboxCheckoutResult>;
  confirm(actor: Actor, sessionId: string): Promise<SandboxCheckoutResult>;
  cancel(actor: Actor, sessionId: string): Promise<SandboxCheckoutResult>;
}

export function createSandboxCheckoutService(
  deps: SandboxCheckoutServiceDeps,
): SandboxCheckoutService {
  return {
    enabled: deps.enabled,
    session: (actor, id) => getSandboxSession(deps, actor, id),
    pay: (actor, id, card) => paySandboxSession(deps, actor, id, card),
    confirm: (actor, id) => confirmSandboxSession(deps, actor, id),
    cancel: (actor, id) => cancelSandboxSession(deps, actor, id),
  };
}

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
  const row = await findCheckoutSession(db, { id });
  if (row?.userId !== actor.user.id || row.provider !== 'sandbox' || row.origin !== 'checkout') {
    throw checkoutSessionNotFound();
  }
  return row;
}

const payable: readonly SandboxCheckoutStatus[] = ['open', 'requires_action'];

/** The actor's own session, while its status is one of `statuses`; a closed one is a 409. */
async function ownSessionIn(
  deps: SandboxCheckoutServiceDeps,
  actor: Actor,
  id: string,
  statuses: readonly SandboxCheckoutStatus[],
): Promise<CheckoutSessionRow> {
  const row = await ownSession(deps.db, actor, id);
  const status = sandboxStatusOf(row, deps.clock());
  if (!statuses.includes(status)) throw closed(status);
  return row;
}

async function getSandboxSession(
  deps: SandboxCheckoutServiceDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutSession> {
  const row = await ownSession(deps.db, actor, id);
  return sandboxSessionView(row, await linesOfSessions(deps.db, [row.id]), deps.clock());
}

/**
 * A payment fulfilment refused: the user holds this plan already (bought in another checkout),
 * so nothing was charged and the checkout is closed (docs/product/billing.md#payment-sandbox).
 */
async function alreadySubscribed(
  deps: SandboxCheckoutServiceDeps,
  row: CheckoutSessionRow,
): Promise<AppError> {
  const lines = await linesOfSessions(deps.db, [row.id]);
  const plan = lines.find((line) => line.productCode === row.planCode) ?? lines[0];
  return new AppError(
    409,
    billingErrorCodes.alreadySubscribed,
    billingMessages.alreadySubscribed(plan?.name ?? row.planCode ?? ''),
  );
}

/**
 * Confirms the payment as Stripe's webhook would: the same event, the same fulfilment. A payment
 * for a plan the user holds already is refused there, before anything is charged (409).
 */
async function complete(
  deps: SandboxCheckoutServiceDeps,
  row: CheckoutSessionRow,
): Promise<SandboxCheckoutResult> {
  const now = deps.clock();
  const customerId = `sandbox_cus_${row.userId}`;
  const outcome = await deps.checkout.fulfil({
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
  if (outcome === 'refused') throw await alreadySubscribed(deps, row);
  // Paid now, by this call or by one a moment earlier: the browser goes to the same place.
  return { status: 'paid', redirectUrl: row.successUrl };
}

async function decline(
  deps: SandboxCheckoutServiceDeps,
  row: CheckoutSessionRow,
  declineCode: 'card_declined' | 'insufficient_funds' | 'expired_card',
): Promise<never> {
  await updateCheckoutSession(deps.db, row.id, [...paidStatuses], {
    status: 'open',
    declineCode,
    updatedAt: deps.clock(),
  });
  if (declineCode === 'expired_card') {
    throw new AppError(
      402,
      sandboxCheckoutErrorCodes.expiredCard,
      sandboxCheckoutMessages.expiredCard,
    );
  }
  throw new AppError(
    402,
    sandboxCheckoutErrorCodes.cardDeclined,
    declineCode === 'insufficient_funds'
      ? sandboxCheckoutMessages.insufficientFunds
      : sandboxCheckoutMessages.cardDeclined,
  );
}

/** Pays with one of Stripe's test cards; each behaves as it does in Stripe's test mode. */
async function paySandboxSession(
  deps: SandboxCheckoutServiceDeps,
  actor: Actor,
  id: string,
  card: SandboxPayBody,
): Promise<SandboxCheckoutResult> {
  const row = await ownSessionIn(deps, actor, id, payable);
  // Stripe refuses an expired card before it looks at the number.
  if (isCardExpired(card.expiry, todayInTimeZone(undefined, deps.clock()))) {
    return decline(deps, row, 'expired_card');
  }
  switch (card.cardNumber) {
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
      throw invalidBodyField(
        sandboxCheckoutErrorCodes.unsupportedTestCard,
        sandboxCheckoutMessages.unsupportedTestCard,
        ['cardNumber'],
      );
  }
}

/** The second step of a card that needs one (3-D Secure): completing it pays the session. */
async function confirmSandboxSession(
  deps: SandboxCheckoutServiceDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutResult> {
  return complete(deps, await ownSessionIn(deps, actor, id, ['requires_action']));
}

async function cancelSandboxSession(
  deps: SandboxCheckoutServiceDeps,
  actor: Actor,
  id: string,
): Promise<SandboxCheckoutResult> {
  const row = await ownSessionIn(deps, actor, id, payable);
  const changed = await updateCheckoutSession(deps.db, row.id, [...paidStatuses, 'expired'], {
    status: 'canceled',
    updatedAt: deps.clock(),
  });
  if (changed === undefined) throw closed(row.status);
  return { status: 'canceled', redirectUrl: row.cancelUrl };
}
