import type { BroadcastOrder, BroadcastOrderState } from '@kinderwait/contract';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import type { OrderCounts } from './orders.repository.ts';

export interface OrderViewDeps {
  children: Pick<ChildrenService, 'childrenByIds'>;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries'>;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
}

/** A sent order past its expiry reads as expired even before the sweep marks it. */
export function stateAt(
  order: Pick<OrderRow, 'state' | 'expiresAt'>,
  now: Date,
): BroadcastOrderState {
  if (order.state === 'sent' && order.expiresAt !== null && order.expiresAt <= now) {
    return 'expired';
  }
  return order.state;
}

/** Orders as their owner reads them (docs/product/broadcast.md#orders), names looked up once. */
export async function orderViews(
  deps: OrderViewDeps,
  orders: readonly OrderRow[],
  counts: (orderId: string) => OrderCounts,
  now: Date,
): Promise<BroadcastOrder[]> {
  const childIds = orders.flatMap((order) => (order.childId === null ? [] : [order.childId]));
  const providerIds = orders.flatMap((order) =>
    order.providerId === null ? [] : [order.providerId],
  );
  const [children, providers, ageGroups] = await Promise.all([
    childIds.length === 0 ? [] : deps.children.childrenByIds([...new Set(childIds)]),
    providerIds.length === 0
      ? []
      : deps.childcareProviders.providerSummaries([...new Set(providerIds)]),
    orders.some((order) => order.kind === 'spot') ? deps.catalogues.ageGroups() : [],
  ]);
  return orders.map((order) => {
    const counted = counts(order.id);
    const child = children.find((row) => row.id === order.childId);
    const provider = providers.find((row) => row.id === order.providerId);
    const ageGroup = ageGroups.find((row) => row.id === order.ageGroupId);
    const family = order.kind === 'family';
    return {
      id: order.id,
      kind: order.kind,
      state: stateAt(order, now),
      isPaid: order.paidAt !== null,
      paidWith: order.paidWith,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      sentAt: order.sentAt?.toISOString() ?? null,
      expiresAt: order.expiresAt?.toISOString() ?? null,
      estimatedReach: order.estimatedReach,
      reached: counted.reached,
      child: child === undefined ? null : { id: child.id, firstName: child.firstName },
      need: order.need,
      answers: family
        ? {
            interested: counted.interested,
            notNow: counted.notNow,
            pending: Math.max(0, counted.reached - counted.interested - counted.notNow),
          }
        : null,
      spot:
        !family && order.providerId !== null && ageGroup !== undefined
          ? {
              providerId: order.providerId,
              providerName: provider?.name ?? '',
              ageGroup: { id: ageGroup.id, name: ageGroup.name },
              availableSpaces: order.spotSpaces ?? 0,
              availableStartDate: order.spotStartDate,
            }
          : null,
      requestsReceived: family ? null : counted.requestsReceived,
    };
  });
}
