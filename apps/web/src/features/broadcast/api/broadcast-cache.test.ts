import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { broadcastApiPaths } from '@kinderwait/contract/broadcast';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { broadcastKeys } from '../../../api/broadcast/broadcast-keys';
import { childrenKeys } from '../../../api/children/children-keys';
import { usageKeys } from '../../../api/usage/usage-keys';
import { waitlistKeys } from '../../../api/waitlist/waitlist-keys';
import { queryClient } from '../../../lib/query-client';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { childId, familyOrder, interest, invitation } from '../components/broadcast-test-api';
import { useAnswerInterest } from './answer-interest';
import { useDeleteBroadcastOrder } from './delete-broadcast-order';
import { usePayWithAllowance } from './pay-with-allowance';
import { useRequestInvitation } from './request-invitation';

const context = setupApiTestContext();
const order = familyOrder(2);

/**
 * What other screens left in the cache (the lists a write replaces a row of hold real rows, set
 * by each test).
 */
function probe() {
  return probeCache({
    paidOrders: broadcastKeys.paidOrders(),
    order: broadcastKeys.order(order.id),
    otherOrder: broadcastKeys.order(familyOrder(1).id),
    usage: usageKeys.all,
    requests: waitlistKeys.requestsOfParent('7d3c1a52-1b8e-4f0a-9c55-0a4b3f2e1d01'),
    matches: waitlistKeys.matchesOfChild(childId),
    children: childrenKeys.list(),
  });
}

describe('what a broadcast write changes in the cache', () => {
  test('paying with the allowance replaces the order and marks the paid list and the usage out of date', async () => {
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.useAllowance, { orderId: order.id }),
      (_request, response) => {
        sendJson(response, 200, { ...order, state: 'sending' });
      },
    );
    const cache = probe();
    const { result } = renderHook(() => usePayWithAllowance(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(order.id));

    expect(cache.data('order')).toEqual({ ...order, state: 'sending' });
    expect(cache.invalidated()).toEqual(['paidOrders', 'usage']);
  });

  test('an accepted answer replaces its row and marks the order, the list, the requests and the children out of date', async () => {
    const answer = interest(1);
    const accepted = { ...answer, decision: 'accepted' as const };
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.acceptInterest, { orderId: order.id, answerId: answer.id }),
      (_request, response) => {
        sendJson(response, 200, accepted);
      },
    );
    const cache = probe();
    const { result } = renderHook(() => useAnswerInterest(), { wrapper: QueryWrapper });
    // The interest screen's own list, which the answer replaces a row of.
    queryClient.setQueryData(broadcastKeys.interest(order.id), { items: [answer, interest(2)] });
    await act(() =>
      result.current.mutateAsync({ orderId: order.id, answerId: answer.id, decision: 'accepted' }),
    );

    expect(queryClient.getQueryData(broadcastKeys.interest(order.id))).toEqual({
      items: [accepted, interest(2)],
    });
    expect(cache.invalidated()).toEqual(['paidOrders', 'order', 'requests', 'children']);
  });

  test('a declined answer marks only the order and the list out of date', async () => {
    const answer = interest(1);
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.declineInterest, { orderId: order.id, answerId: answer.id }),
      (_request, response) => {
        sendJson(response, 200, { ...answer, decision: 'declined' });
      },
    );
    const cache = probe();
    const { result } = renderHook(() => useAnswerInterest(), { wrapper: QueryWrapper });
    await act(() =>
      result.current.mutateAsync({ orderId: order.id, answerId: answer.id, decision: 'declined' }),
    );
    expect(cache.invalidated()).toEqual(['paidOrders', 'order']);
  });

  test('a request sent from an invitation marks the requests, that child’s matches and the children out of date', async () => {
    const open = invitation(1);
    context.server.route(
      'POST',
      buildUrl(broadcastApiPaths.invitationRequest, { invitationId: open.id }),
      (_request, response) => {
        sendJson(response, 200, { ...open, requestId: '11111111-0000-4000-8000-000000000001' });
      },
    );
    const cache = probe();
    const { result } = renderHook(() => useRequestInvitation(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(open.id));
    expect(cache.invalidated()).toEqual(['requests', 'matches', 'children']);
  });

  test('a deleted order leaves the list at once and its details are dropped', async () => {
    context.server.route(
      'DELETE',
      buildUrl(broadcastApiPaths.order, { orderId: order.id }),
      (_request, response) => {
        response.writeHead(204).end();
      },
    );
    const cache = probe();
    queryClient.setQueryData(broadcastKeys.paidOrders(), { items: [order, familyOrder(1)] });
    const { result } = renderHook(() => useDeleteBroadcastOrder(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(order.id));

    expect(cache.data('paidOrders')).toEqual({ items: [familyOrder(1)] });
    expect(cache.data('order')).toBeUndefined();
    expect(cache.data('otherOrder')).toEqual({ cachedAs: 'otherOrder' });
    expect(cache.invalidated()).toEqual(['paidOrders']);
  });
});
