import { describe, expect, test } from 'vitest';
import type { Subscription } from '@kinderwait/contract/users';
import { activeSubscriptionNames } from './active-subscriptions';

function subscription(name: string, status: string): Subscription {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name,
    status,
    productCode: 'voice-assistant-phone-number',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
}

describe('activeSubscriptionNames', () => {
  test('active, trialing and past_due give access, as the server counts them; others do not', () => {
    expect(
      activeSubscriptionNames([
        subscription('A', 'active'),
        subscription('B', 'trialing'),
        subscription('C', 'past_due'),
        subscription('D', 'canceled'),
        subscription('E', 'incomplete'),
      ]),
    ).toEqual(['A', 'B', 'C']);
  });
});
