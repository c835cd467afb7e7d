import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Payment, PaymentHistoryResponse } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { PaymentHistoryPage } from './payment-history-page';

const context = setupApiTestContext();

const paid: Payment = {
  id: '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9',
  kind: 'checkout',
  status: 'paid',
  paymentMode: 'subscription',
  paymentServiceProvider: 'stripe',
  paidAt: '2026-11-23T15:00:00.000Z',
  currency: 'CAD',
  subtotalAmount: 799,
  taxAmount: 104,
  taxLabel: 'HST 13%',
  taxRatePercent: 13,
  totalAmount: 903,
  refundedAmount: 0,
  refusal: null,
  lines: [
    {
      productCode: 'kinderwait-plus',
      name: 'KinderWait Plus',
      quantity: 1,
      unitAmount: 799,
      subtotalAmount: 799,
      taxAmount: 104,
      totalAmount: 903,
    },
  ],
};

describe('PaymentHistoryPage', () => {
  test('a payment refunded because the plan was held already says why', async () => {
    const refunded: Payment = {
      ...paid,
      id: '4d3c2b1a-0f9e-4d8c-b7a6-f5e4d3c2b1a0',
      paidAt: '2026-11-23T15:05:00.000Z',
      status: 'refunded',
      refundedAmount: 903,
      refusal: 'already_subscribed',
    };
    context.server.route(
      'GET',
      buildUrl(billingApiPaths.checkoutSessions, { userId: 'u1' }),
      (request, response) => {
        const body: PaymentHistoryResponse = { items: [refunded, paid], nextStartFromId: null };
        sendJson(response, 200, body);
      },
    );
    const router = createMemoryRouter([{ path: '*', element: <PaymentHistoryPage userId="u1" /> }]);
    await act(() => {
      render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
      // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
      return Promise.resolve();
    });

    expect(await screen.findByText('Refunded (you already had this plan)')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});
