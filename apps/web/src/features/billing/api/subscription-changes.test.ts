import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { subscriptionsApiPaths } from '@kinderwait/contract/subscriptions';
import type { Subscription } from '@kinderwait/contract/users';
import { subscriptionsKeys } from '../../../api/subscriptions/subscriptions-keys';
import { setupApiTestContext } from '../../../test/api-test-context';
import { probeCache } from '../../../test/cache-probe';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { useCancelSubscription } from './cancel-subscription';
import { useResumeSubscription } from './resume-subscription';

const context = setupApiTestContext();

const plus: Subscription = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'KinderWait Plus',
  status: 'active',
  productCode: 'kinderwait-plus',
  currentPeriodEnd: '2026-06-01T04:00:00.000Z',
  cancelAtPeriodEnd: false,
};

describe('a subscription changed in billing is seen where the user context reads it', () => {
  test('cancelled: the user’s subscriptions (the profile’s list, the guard’s answer) are asked again', async () => {
    context.server.route(
      'POST',
      buildUrl(subscriptionsApiPaths.cancel, { subscriptionId: plus.id }),
      (_request, response) => {
        sendJson(response, 200, { ...plus, cancelAtPeriodEnd: true });
      },
    );
    const cache = probeCache({ subscriptions: subscriptionsKeys.ofUser('ada@example.com') });

    const { result } = renderHook(() => useCancelSubscription(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(plus.id));

    expect(cache.invalidated()).toEqual(['subscriptions']);
  });

  test('resumed: the user’s subscriptions are asked again', async () => {
    context.server.route(
      'POST',
      buildUrl(subscriptionsApiPaths.resume, { subscriptionId: plus.id }),
      (_request, response) => {
        sendJson(response, 200, plus);
      },
    );
    const cache = probeCache({ subscriptions: subscriptionsKeys.ofUser('ada@example.com') });

    const { result } = renderHook(() => useResumeSubscription(), { wrapper: QueryWrapper });
    await act(() => result.current.mutateAsync(plus.id));

    expect(cache.invalidated()).toEqual(['subscriptions']);
  });
});
