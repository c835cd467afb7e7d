import type { BroadcastCheckoutResponse, BroadcastKind } from '@kinderwait/contract';
import {
  broadcastErrorCodes,
  broadcastMessages,
  broadcastPagePaths,
  buildUrl,
  productCodes,
} from '@kinderwait/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { DomainEvents, EventContext } from '../../../events/domain-events.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import type { CheckoutService } from '../../billing/checkout/checkout.service.ts';
import type { UsageService } from '../../usage/usage.service.ts';
import { orderNotPayable } from '../broadcast-errors.ts';
import { orderPaid } from '../broadcast.events.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { markOrderPaid } from '../broadcast.repository.ts';

/** How many an order would reach now, counted by the sub-folder that sends its kind. */
export type ReachOfOrder = (order: OrderRow) => Promise<number>;

export interface OrderPaymentDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  events: Pick<DomainEvents, 'publish'>;
  usage: Pick<UsageService, 'consume' | 'limitOf'>;
  checkout: Pick<CheckoutService, 'createReferencedCheckout'>;
  /** Where checkouts return: PUBLIC_ORIGIN. */
  publicOrigin: string;
  /**
   * Re-counts the reach of an order of each kind before it is paid (a broadcast reaching no one
   * is not sold, even when providers or families left since it was made). A kind without a
   * counter here is paid without one.
   */
  reachOf: Partial<Record<BroadcastKind, ReachOfOrder>>;
}

/** The billing line fulfilled, as `billing.lineFulfilled` tells it. */
export interface FulfilledLine {
  userId: string;
  checkoutSessionId: string;
  productCode: string;
  referenceId: string | null;
}

export const reachesNoOne = (kind: BroadcastKind): AppError =>
  new AppError(
    409,
    broadcastErrorCodes.broadcastReachesNoOne,
    kind === 'family' ? broadcastMessages.reachesNoOne : broadcastMessages.spotReachesNoOne,
  );

/**
 * The checks before taking money for an order: still awaiting payment, and reaching someone
 * now.
 */
async function payable(deps: OrderPaymentDeps, order: OrderRow): Promise<void> {
  if (order.state !== 'awaiting_payment' || order.paidAt !== null) throw orderNotPayable();
  const count = deps.reachOf[order.kind];
  if (count !== undefined && (await count(order)) === 0) throw reachesNoOne(order.kind);
}

/**
 * Pays an order from this month's allowance (docs/product/broadcast.md#paying), in one
 * transaction: the order is marked paid only if it still awaits payment (the conditional update
 * makes two calls at once pay once), one unit of `broadcast` is counted (402 limit_reached, and
 * nothing changes, when none is left), and `broadcast.orderPaid` is published.
 */
export async function payFromAllowance(deps: OrderPaymentDeps, order: OrderRow): Promise<OrderRow> {
  await payable(deps, order);
  // Read before the transaction (PGlite's single connection, usage.service.ts).
  const limit = await deps.usage.limitOf(order.userId, 'broadcast');
  return deps.db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, order.id, { paidWith: 'allowance' }, deps.clock());
    if (paid === undefined) throw orderNotPayable();
    await deps.usage.consume(order.userId, 'broadcast', 1, { db: tx, limit });
    await deps.events.publish(orderPaid, { orderId: paid.id, kind: paid.kind }, { db: tx });
    return paid;
  });
}

/**
 * Opens a checkout of one `broadcast-order` line for the order (its id as the line's reference);
 * both return addresses are the order's page, which shows whether it was paid.
 */
export async function checkoutOrder(
  deps: OrderPaymentDeps,
  actor: Actor,
  order: OrderRow,
): Promise<BroadcastCheckoutResponse> {
  await payable(deps, order);
  const page = new URL(
    buildUrl(broadcastPagePaths.order, { orderId: order.id }),
    deps.publicOrigin,
  ).toString();
  return deps.checkout.createReferencedCheckout(actor, {
    productCode: productCodes.broadcastOrder,
    referenceId: order.id,
    successUrl: page,
    cancelUrl: page,
  });
}

/**
 * `billing.lineFulfilled`: a paid `broadcast-order` line whose reference is an order of the same
 * user awaiting payment marks it paid through checkout, in the fulfilment's transaction, and
 * publishes `broadcast.orderPaid`; a retried webhook or a second process finds it paid and does
 * nothing. Anything else (another product, an order of someone else, one withdrawn) is logged
 * and ignored: the payment stands in the history, where support can refund it.
 */
export async function fulfilOrderLine(
  deps: Pick<OrderPaymentDeps, 'clock' | 'log' | 'events'>,
  line: FulfilledLine,
  context: EventContext,
): Promise<void> {
  if (line.productCode !== productCodes.broadcastOrder) return;
  const orderId = z.uuid().safeParse(line.referenceId);
  const paid = orderId.success
    ? await markOrderPaid(
        context.db,
        orderId.data,
        { paidWith: 'checkout', checkoutSessionId: line.checkoutSessionId },
        deps.clock(),
        line.userId,
      )
    : undefined;
  if (paid === undefined) {
    deps.log.warn(
      { checkoutSessionId: line.checkoutSessionId, referenceId: line.referenceId },
      'a paid broadcast-order line names no order of its buyer awaiting payment',
    );
    return;
  }
  await deps.events.publish(orderPaid, { orderId: paid.id, kind: paid.kind }, { db: context.db });
}
