import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { ApiErrorBody } from '@kinderwait/contract/errors';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SandboxCheckoutSession } from '@kinderwait/contract/sandbox-checkout';
import { sandboxCheckoutApiPaths, sandboxTestCards } from '@kinderwait/contract/sandbox-checkout';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { QueryWrapper } from '../../../test/query-wrapper';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

const context = setupApiTestContext();

const sessionId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const openPlus: SandboxCheckoutSession = {
  id: sessionId,
  status: 'open',
  paymentMode: 'subscription',
  currency: 'CAD',
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
  subtotalAmount: 799,
  taxAmount: 104,
  taxLabel: 'HST 13%',
  totalAmount: 903,
  successUrl: `${window.location.origin}/service-payment/checkout-complete`,
  cancelUrl: `${window.location.origin}/service-payment/pricing-tier-carousel`,
  expiresAt: '2026-11-24T15:00:00.000Z',
  declineCode: null,
  refusal: null,
};
const refused: SandboxCheckoutSession = {
  ...openPlus,
  status: 'canceled',
  refusal: 'already_subscribed',
};
const words =
  'You already have KinderWait Plus, so this payment was not made. Nothing was charged.';

/** The server's checkout, as GET answers it now. */
function serveSession(initial: SandboxCheckoutSession): {
  set(next: SandboxCheckoutSession): void;
} {
  let session = initial;
  context.server.route(
    'GET',
    buildUrl(sandboxCheckoutApiPaths.session, { sessionId }),
    (request, response) => {
      sendJson(response, 200, session);
    },
  );
  return {
    set: (next) => {
      session = next;
    },
  };
}

function renderPage() {
  const router = createMemoryRouter([
    { path: '*', element: <SandboxCheckoutPage sessionId={sessionId} /> },
  ]);
  render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
}

describe('SandboxCheckoutPage, for a plan the user holds already', () => {
  test('a refused payment says so in words, that nothing was charged, and shows the checkout closed', async () => {
    const server = serveSession(openPlus);
    context.server.route(
      'POST',
      buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
      (request, response) => {
        server.set(refused);
        const body: ApiErrorBody = {
          code: 'already_subscribed',
          message: 'You already have KinderWait Plus',
        };
        sendJson(response, 409, body);
      },
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Card number' }),
      sandboxTestCards.succeeds,
    );
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    expect(await screen.findByText(words)).toBeInTheDocument();
    // Read again, the checkout is closed: no card can be tried on it any more.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'See your subscriptions on your profile' }),
    ).toHaveAttribute('href', '/user-profile');
  });

  test('a checkout closed by such a refusal, opened again, says why', async () => {
    serveSession(refused);
    renderPage();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText(/can no longer be paid/)).toBeNull();
  });
});
