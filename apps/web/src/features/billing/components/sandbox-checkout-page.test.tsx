import { act, render, screen, waitFor } from '@testing-library/react';
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
  taxRatePercent: 13,
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

/** Rendered inside an awaited act: the page suspends while its words load. */
async function renderPage() {
  const router = createMemoryRouter([
    { path: '*', element: <SandboxCheckoutPage sessionId={sessionId} /> },
  ]);
  await act(() => {
    render(<RouterProvider router={router} />, { wrapper: QueryWrapper });
    // Awaited: React resumes the render suspended on the words' chunk; a query then waits for it.
    return Promise.resolve();
  });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types a whole test card as a payer would; `overrides` replaces what is typed in a field. */
async function typeCard(user: User, overrides: Partial<Record<string, string>> = {}) {
  const card: Record<string, string> = {
    'Card number': sandboxTestCards.succeeds,
    'Expiry (MM/YY)': '12 / 45',
    CVC: '123',
    'Postal code': 'M5H 2N2',
    ...overrides,
  };
  for (const [name, value] of Object.entries(card)) {
    const field = await screen.findByRole('textbox', { name });
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

describe('SandboxCheckoutPage, the card', () => {
  test('asks for the expiry, CVC and postal code as Stripe does, names what is wrong, and sends nothing until it is right', async () => {
    serveSession(openPlus);
    const paid: unknown[] = [];
    context.server.route(
      'POST',
      buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
      (request, response) => {
        paid.push(JSON.parse(request.body));
        sendJson(response, 200, { status: 'paid', redirectUrl: null });
      },
    );
    await renderPage();
    const user = userEvent.setup();
    await typeCard(user, { 'Expiry (MM/YY)': '13/45', CVC: '' });
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    expect(
      await screen.findByText('Enter the month and year on the card, as MM/YY.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter the 3 or 4 digits on the back of the card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CVC' })).toHaveAttribute('aria-invalid', 'true');
    expect(paid).toEqual([]);

    await typeCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => {
      expect(paid).toEqual([
        {
          cardNumber: sandboxTestCards.succeeds,
          expiry: '12 / 45',
          cvc: '123',
          postalCode: 'M5H 2N2',
        },
      ]);
    });
  });

  test('an expired card is declined in words, with nothing charged', async () => {
    serveSession(openPlus);
    context.server.route(
      'POST',
      buildUrl(sandboxCheckoutApiPaths.pay, { sessionId }),
      (_request, response) => {
        const body: ApiErrorBody = { code: 'expired_card', message: 'expired' };
        sendJson(response, 402, body);
      },
    );
    await renderPage();
    const user = userEvent.setup();
    await typeCard(user, { 'Expiry (MM/YY)': '01/20' });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByText('Your card has expired. Nothing was charged.'),
    ).toBeInTheDocument();
  });
});

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
    await renderPage();
    const user = userEvent.setup();
    await typeCard(user);
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
    await renderPage();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText(/can no longer be paid/)).toBeNull();
  });
});
