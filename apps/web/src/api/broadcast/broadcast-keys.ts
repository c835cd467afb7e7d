import type { FamilyBroadcastBody } from '@kinderwait/contract/broadcast';

/**
 * Query keys of broadcast (docs/product/broadcast.md): the signed-in user's paid orders and each
 * order's details (cached per order id), the interest a family order received, how many a
 * broadcast would reach, a provider's incoming family broadcasts and a parent's invitations.
 * Shared: the broadcast screens read them and home may show them; answering, accepting or sending
 * a request change the waitlist's requests too.
 */
export const broadcastKeys = {
  all: ['broadcast'] as const,
  /** Every order read: the list and each order's details. */
  orders: () => [...broadcastKeys.all, 'orders'] as const,
  /** GET /api/broadcast/orders?$filter=IsPaid eq true. */
  paidOrders: () => [...broadcastKeys.orders(), 'paid'] as const,
  /** One order's details (the confirmation), kept per order id. */
  order: (orderId: string) => [...broadcastKeys.orders(), 'one', orderId] as const,
  /** The "interested" answers of one family order. */
  interest: (orderId: string) => [...broadcastKeys.orders(), 'interest', orderId] as const,
  /** How many providers a family broadcast would reach; `null` while the choices are incomplete. */
  reach: (body: FamilyBroadcastBody | undefined) =>
    [...broadcastKeys.all, 'reach', body ?? null] as const,
  /** How many families a spot broadcast of one age group would reach. */
  spotReach: (ageGroupId: number) => [...broadcastKeys.all, 'spot-reach', ageGroupId] as const,
  /** The family broadcasts sent to the signed-in provider. */
  incoming: () => [...broadcastKeys.all, 'incoming'] as const,
  /** The spot broadcasts that reached the signed-in parent's children. */
  invitations: () => [...broadcastKeys.all, 'invitations'] as const,
};
