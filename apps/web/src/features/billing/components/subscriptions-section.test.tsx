import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { Subscription } from '@kinderwait/contract/users';
import { QueryWrapper } from '../../../test/query-wrapper';
import { SubscriptionsSection } from './subscriptions-section';

const plus: Subscription = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'KinderWait Plus',
  status: 'active',
  productCode: 'kinderwait-plus',
  currentPeriodEnd: '2026-06-01T04:00:00.000Z',
  cancelAtPeriodEnd: false,
};
const setup: Subscription = {
  ...plus,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Voice Assistant Setup',
  productCode: 'voice-assistant-setup',
  currentPeriodEnd: null,
};

/** Rendered inside an awaited act: the section suspends while its words load. */
async function renderSection(subscriptions: Subscription[], customerPortal = false) {
  const element = (
    <SubscriptionsSection subscriptions={subscriptions} customerPortal={customerPortal} />
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  await act(() => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
    return Promise.resolve();
  });
  await screen.findByRole('heading', { level: 2, name: 'Your subscriptions' });
}

describe('SubscriptionsSection', () => {
  test('a monthly plan renews and can be cancelled at period end; a one-off purchase cannot', async () => {
    await renderSection([plus, setup]);
    expect(screen.getByText(/^Renews on Jun 1, 2026/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cancel at period end: KinderWait Plus' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paid once; it does not renew')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Cancel at period end/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Manage billing with Stripe' })).toBeNull();
  });

  test('a cancelled plan says when it ends and offers to keep it; Stripe adds its portal', async () => {
    await renderSection([{ ...plus, cancelAtPeriodEnd: true }], true);
    expect(screen.getByText(/^Ends on Jun 1, 2026.*; it will not renew$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Keep subscription: KinderWait Plus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing with Stripe' })).toBeInTheDocument();
  });
});
