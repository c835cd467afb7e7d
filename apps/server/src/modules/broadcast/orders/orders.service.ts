import type {
  BroadcastCheckoutResponse,
  BroadcastKind,
  BroadcastOrder,
  BroadcastOrdersQuery,
  FamilyBroadcastBody,
} from '@kinderwait/contract';
import {
  broadcastMessages,
  commonErrorCodes,
  commonErrorMessages,
  formatValidationDetail,
  paidOrdersFilter,
  permissions,
  rolesErrorCodes,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { EventContext } from '../../../events/domain-events.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { actorMay } from '../../../plugins/authentication.ts';
import { orderNotFound } from '../broadcast-errors.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { findOrderOfUser, insertOrder } from '../broadcast.repository.ts';
import type { FamilyBroadcastsService } from '../family/family.service.ts';
import type { FulfilledLine, OrderPaymentDeps } from './order-payment.ts';
import { checkoutOrder, fulfilOrderLine, payFromAllowance, reachesNoOne } from './order-payment.ts';
import type { OrderViewDeps } from './order-view.ts';
import { orderViews } from './order-view.ts';
import { countsOf, countsOfOrders, listOrdersOfUser, withdrawOrder } from './orders.repository.ts';

export type BroadcastOrdersDeps = OrderPaymentDeps &
  OrderViewDeps & {
    familyBroadcasts: Pick<FamilyBroadcastsService, 'prepare'>;
  };

/**
 * A user's broadcast orders, whatever their kind (docs/product/broadcast.md#orders): listing,
 * reading, withdrawing and paying them. A family broadcast is placed through the family service
 * (family/), a spot broadcast through the spots service (spots/); both are paid here.
 */
export interface BroadcastOrdersService {
  /** POST /api/broadcast/reach: how many providers a family broadcast would reach now. */
  familyReach(actor: Actor, body: FamilyBroadcastBody): Promise<number>;
  /**
   * POST /api/broadcast/orders: a family broadcast, unpaid; 409 broadcast_reaches_no_one when it
   * would reach no provider (it is not sold).
   */
  createFamily(actor: Actor, body: FamilyBroadcastBody): Promise<BroadcastOrder>;
  /** GET /api/broadcast/orders: newest first, never withdrawn; `IsPaid eq true` or no filter. */
  list(actor: Actor, query: BroadcastOrdersQuery): Promise<BroadcastOrder[]>;
  /** GET /api/broadcast/orders/{orderId}: the confirmation. */
  get(actor: Actor, orderId: string): Promise<BroadcastOrder>;
  /**
   * DELETE /api/broadcast/orders/{orderId}: withdrawn; providers no longer see it, and what an
   * acceptance made (a request, an offer) stays.
   */
  withdraw(actor: Actor, orderId: string): Promise<void>;
  /** POST .../actions/use-allowance: paid from this month's allowance, then sent. */
  useAllowance(actor: Actor, orderId: string): Promise<BroadcastOrder>;
  /** POST .../checkout: a checkout of the order's `broadcast-order` line. */
  checkout(actor: Actor, orderId: string): Promise<BroadcastCheckoutResponse>;
  /** The `billing.lineFulfilled` subscriber: a paid `broadcast-order` line pays its order. */
  lineFulfilled(line: FulfilledLine, context: EventContext): Promise<void>;
}

/** The kinds of order the current role places: parents family ones, providers spot ones. */
export function kindsOf(actor: Actor): BroadcastKind[] {
  return [
    ...(actorMay(actor, permissions.familyBroadcastCreate) ? (['family'] as const) : []),
    ...(actorMay(actor, permissions.broadcastCreate) ? (['spot'] as const) : []),
  ];
}

function requireKinds(actor: Actor): BroadcastKind[] {
  const kinds = kindsOf(actor);
  if (kinds.length === 0) {
    throw new AppError(
      403,
      commonErrorCodes.permissionMissing,
      commonErrorMessages.missingPermission(permissions.familyBroadcastCreate),
    );
  }
  return kinds;
}

export function createBroadcastOrdersService(deps: BroadcastOrdersDeps): BroadcastOrdersService {
  const { db, clock } = deps;

  /** The actor's order of a kind the current role places; any other is a 404. */
  const ownOrder = async (actor: Actor, orderId: string): Promise<OrderRow> => {
    const kinds = requireKinds(actor);
    const order = await findOrderOfUser(db, orderId, actor.user.id);
    if (order === undefined || !kinds.includes(order.kind) || order.state === 'withdrawn') {
      throw orderNotFound();
    }
    return order;
  };

  const views = async (orders: readonly OrderRow[]): Promise<BroadcastOrder[]> => {
    const counts = await countsOfOrders(
      db,
      orders.map((order) => order.id),
    );
    return orderViews(deps, orders, (orderId) => countsOf(counts, orderId), clock());
  };

  const view = async (order: OrderRow): Promise<BroadcastOrder> => {
    const [one] = await views([order]);
    if (one === undefined) throw new Error('an order has one view');
    return one;
  };

  return {
    familyReach: async (actor, body) => (await deps.familyBroadcasts.prepare(actor, body)).reach,

    createFamily: async (actor, body) => {
      const prepared = await deps.familyBroadcasts.prepare(actor, body);
      if (prepared.reach === 0) throw reachesNoOne('family');
      const now = clock();
      const order = await insertOrder(db, {
        userId: actor.user.id,
        kind: 'family',
        childId: prepared.childId,
        filters: prepared.filters,
        need: prepared.need,
        latitude: prepared.latitude,
        longitude: prepared.longitude,
        estimatedReach: prepared.reach,
        createdAt: now,
        updatedAt: now,
      });
      return view(order);
    },

    list: async (actor, query) => {
      const kinds = requireKinds(actor);
      const filter = query.$filter?.trim();
      if (filter !== undefined && filter !== '' && filter !== paidOrdersFilter) {
        throw new AppError(
          400,
          rolesErrorCodes.unsupportedFilter,
          broadcastMessages.unsupportedFilter,
          formatValidationDetail([
            { path: ['querystring', '$filter'], message: broadcastMessages.unsupportedFilter },
          ]),
        );
      }
      const orders = await listOrdersOfUser(db, actor.user.id, kinds, filter === paidOrdersFilter);
      return views(orders);
    },

    get: async (actor, orderId) => view(await ownOrder(actor, orderId)),

    withdraw: async (actor, orderId) => {
      await ownOrder(actor, orderId);
      if (!(await withdrawOrder(db, orderId, actor.user.id, clock()))) throw orderNotFound();
    },

    useAllowance: async (actor, orderId) =>
      view(await payFromAllowance(deps, await ownOrder(actor, orderId))),

    checkout: async (actor, orderId) => checkoutOrder(deps, actor, await ownOrder(actor, orderId)),

    lineFulfilled: (line, context) => fulfilOrderLine(deps, line, context),
  };
}
