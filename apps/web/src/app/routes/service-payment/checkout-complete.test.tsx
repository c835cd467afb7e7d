import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { ProductsResponse, Receipt } from '@kinderwait/contract/billing';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { SubscriptionsResponse } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { testUser } from '../../../test/account-fixtures';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';

const context = setupApiTestContext();

const ada = testUser(['Parent']);
const checkoutId = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
const address = `/service-payment/checkout-complete?product=kinderwait-plus&checkout=${checkoutId}`;
const paymentPath = buildUrl(billingApiPaths.checkoutSession, {
  userId: ada.id,
  sessionId: checkoutId,
});
/** Bounds for the page's checks every 2 s, never a speed goal. */
const polling = { timeout: 15_000 };

const plus: ProductsResponse['items'][number] = {
  code: 'kinderwait-plus',
  name: 'KinderWait Plus',
  description: 'For families looking for care.',
  features: [],
  paymentMode: 'subscription',
  interval: 'month',
  currency: 'CAD',
  unitAmount: 799,
  taxAmount: 104,
  totalAmount: 903,
  maxQuantity: 1,
  roles: ['Parent'],
  available: true,
  limits: {},
};

function payment(overrides: Partial<Receipt>): Receipt {
  return {
    id: checkoutId,
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
    receiptNumber: 'KW-20261123-6A5B4C3D',
    buyer: { name: 'Ada Lovelace', email: ada.email },
    seller: {
      name: 'KinderWait Inc.',
      address: 'Toronto',
      email: 'billing@example.com',
      taxRegistrationNumber: null,
    },
    ...overrides,
  };
}

/** A parent who holds KinderWait Plus, and the checkout's payment as the server answers it now. */
function serveParentWithPlus(): { confirm(answer: Receipt): void } {
  serveAccountApi(context.server, ada);
  context.server.route('GET', billingApiPaths.products, (request, response) => {
    const body: ProductsResponse = {
      paymentServiceProvider: 'stripe',
      customerPortal: true,
      currency: 'CAD',
      taxLabel: 'HST 13%',
      taxRatePercent: 13,
      items: [plus],
    };
    sendJson(response, 200, body);
  });
  context.server.route(
    'GET',
    buildUrl(usersApiPaths.userSubscriptions, { email: ada.email }),
    (request, response) => {
      const body: SubscriptionsResponse = {
        items: [
          {
            id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
            name: 'KinderWait Plus',
            productCode: 'kinderwait-plus',
            status: 'active',
            currentPeriodEnd: '2026-12-20T15:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
        ],
      };
      sendJson(response, 200, body);
    },
  );
  let confirmed: Receipt | undefined;
  context.server.route('GET', paymentPath, (request, response) => {
    if (confirmed === undefined) {
      sendJson(response, 404, { code: 'checkout_session_not_found', message: 'Payment not found' });
    } else {
      sendJson(response, 200, confirmed);
    }
  });
  return {
    confirm: (answer) => {
      confirmed = answer;
    },
  };
}

beforeEach(() => {
  resetUserContext();
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
});

describe('/service-payment/checkout-complete after a checkout', () => {
  test('a payment refused because the plan was held already says, in words, that it is refunded', async () => {
    serveParentWithPlus().confirm(
      payment({ status: 'refunded', refundedAmount: 903, refusal: 'already_subscribed' }),
    );
    renderAppAt(address);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment was refunded' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You already have KinderWait Plus, so this payment started nothing new and is refunded in full. Your KinderWait Plus goes on as before.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is now active/)).toBeNull();
  });

  test('the plan held already is not called active before this checkout’s payment is confirmed', async () => {
    const server = serveParentWithPlus();
    renderAppAt(address);

    // Asked twice, 2 s apart: the subscriptions (Plus, from before) have long been read.
    await waitFor(() => {
      const asked = context.server.requests.filter((request) => request.path === paymentPath);
      expect(asked.length).toBeGreaterThanOrEqual(2);
    }, polling);
    expect(
      screen.getByText('We are confirming your payment for KinderWait Plus. This takes a moment.'),
    ).toBeInTheDocument();
    server.confirm(payment({}));
    expect(
      await screen.findByText('KinderWait Plus is now active on your account.', {}, polling),
    ).toBeInTheDocument();
  });
});

describe('/service-payment/checkout-complete in French', () => {
  test('a refunded payment names the plan by its French name', async () => {
    serveAccountApi(context.server, ada);
    const setup = { ...plus, code: 'voice-assistant-setup', name: 'Voice Assistant Setup' };
    context.server.route('GET', billingApiPaths.products, (request, response) => {
      const body: ProductsResponse = {
        paymentServiceProvider: 'stripe',
        customerPortal: true,
        currency: 'CAD',
        taxLabel: 'HST 13%',
        taxRatePercent: 13,
        items: [setup],
      };
      sendJson(response, 200, body);
    });
    context.server.route(
      'GET',
      buildUrl(usersApiPaths.userSubscriptions, { email: ada.email }),
      (request, response) => {
        sendJson(response, 200, { items: [] } satisfies SubscriptionsResponse);
      },
    );
    context.server.route('GET', paymentPath, (request, response) => {
      sendJson(response, 200, payment({ status: 'refunded', refusal: 'already_subscribed' }));
    });
    renderAppAt(address.replace('kinderwait-plus', setup.code), 'fr');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ce paiement a été remboursé' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Vous avez déjà Configuration de l’agent vocal : ce paiement/),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Voice Assistant Setup');
  });
});
