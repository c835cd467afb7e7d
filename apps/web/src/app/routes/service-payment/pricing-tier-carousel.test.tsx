import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Product, ProductsResponse } from '@kinderwait/contract/billing';
import { subscriptionNames } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Subscription } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
import { resetNavigationState } from '../../../features/navigation/navigation-store';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { testUser } from '../../../test/account-fixtures';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';

const context = setupApiTestContext();

function product(code: string, name: string, interval: 'month' | null): Product {
  return {
    code,
    name,
    description: `${name}, described`,
    features: [],
    paymentMode: interval === null ? 'payment' : 'subscription',
    interval,
    currency: 'CAD',
    unitAmount: 4900,
    taxAmount: 637,
    totalAmount: 5537,
    maxQuantity: 1,
    roles: ['Licenced'],
    available: true,
    limits: {},
  };
}

const setupBought: Subscription = {
  id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  name: subscriptionNames.voiceAssistantSetup,
  productCode: 'voice-assistant-setup',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

function serve(subscriptions: Subscription[]) {
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const user = testUser(['Licenced']);
  serveAccountApi(context.server, user);
  const body: ProductsResponse = {
    paymentServiceProvider: 'sandbox',
    customerPortal: false,
    currency: 'CAD',
    taxLabel: 'HST 13%',
    taxRatePercent: 13,
    items: [
      product('voice-assistant-setup', subscriptionNames.voiceAssistantSetup, null),
      product('voice-assistant-phone-number', subscriptionNames.voiceAssistantPhoneNumber, 'month'),
    ],
  };
  context.server.route('GET', billingApiPaths.products, (_request, response) => {
    sendJson(response, 200, body);
  });
  context.server.route(
    'GET',
    buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
    (_request, response) => {
      sendJson(response, 200, { items: subscriptions });
    },
  );
}

beforeEach(() => {
  resetUserContext();
  resetNavigationState();
});

describe('/service-payment/pricing-tier-carousel shows the plan the user already has', () => {
  test('a bought tier says so and leads to its management; the others can be bought', async () => {
    serve([setupBought]);
    renderAppAt('/service-payment/pricing-tier-carousel');
    const setup = within(
      await screen.findByRole('article', { name: 'Voice Assistant Setup', hidden: true }),
    );
    expect(await setup.findByText('You have this')).toBeInTheDocument();
    expect(setup.getByText('Voice Assistant Setup is active on your account.')).toBeInTheDocument();
    expect(
      setup.getByRole('link', { name: 'Manage it on your profile', hidden: true }),
    ).toHaveAttribute('href', '/user-profile');
    expect(
      setup.queryByRole('button', { name: 'Buy Voice Assistant Setup', hidden: true }),
    ).not.toBeInTheDocument();
    const phone = within(
      screen.getByRole('article', { name: 'Voice Assistant Phone Number', hidden: true }),
    );
    expect(phone.queryByText('You have this')).not.toBeInTheDocument();
    expect(
      phone.getByRole('button', { name: 'Buy Voice Assistant Phone Number', hidden: true }),
    ).toBeInTheDocument();
  });

  test('an ended subscription does not count as had', async () => {
    serve([{ ...setupBought, status: 'canceled' }]);
    renderAppAt('/service-payment/pricing-tier-carousel');
    expect(
      await screen.findByRole('button', { name: 'Buy Voice Assistant Setup' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('You have this')).not.toBeInTheDocument();
  });
});
