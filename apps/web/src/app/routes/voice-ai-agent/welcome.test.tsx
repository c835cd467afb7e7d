import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { subscriptionNames } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Subscription } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
import { billingApiPaths } from '@kinderwait/contract/billing';
import type { Product } from '@kinderwait/contract/billing';
import { voiceAgentApiPaths } from '@kinderwait/contract/voice-agent';
import { resetNavigationState } from '../../../features/navigation/navigation-store';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { writeToken } from '../../../lib/storage';
import { useNotificationStore } from '../../../stores/notification-store';
import { testUser } from '../../../test/account-fixtures';
import { setupApiTestContext } from '../../../test/api-test-context';
import { sendJson } from '../../../test/http-test-server';
import { renderAppAt } from '../../testing/render-app-at';
import { serveAccountApi } from '../signed-in/fake-account-api';

const context = setupApiTestContext();

function signInAs(roles: RoleCode[], subscriptions: Subscription[] = []) {
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const user = testUser(roles);
  serveAccountApi(context.server, user);
  context.server.route(
    'GET',
    buildUrl(usersApiPaths.userSubscriptions, { email: user.email }),
    (_request, response) => {
      sendJson(response, 200, { items: subscriptions });
    },
  );
}

const setupSubscription: Subscription = {
  id: '0f0e0d0c-0b0a-4909-8807-060504030201',
  name: subscriptionNames.voiceAssistantSetup,
  productCode: 'voice-assistant-setup',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

function voiceProduct(code: string, name: string, unitAmount: number, monthly: boolean): Product {
  return {
    code,
    name,
    description: name,
    features: [],
    paymentMode: monthly ? 'subscription' : 'payment',
    interval: monthly ? 'month' : null,
    currency: 'CAD',
    unitAmount,
    taxAmount: Math.round(unitAmount * 0.13),
    totalAmount: Math.round(unitAmount * 1.13),
    maxQuantity: 1,
    roles: ['Licenced', 'Unlicenced'],
    available: true,
    limits: {},
  };
}

/** Opens `path` in the whole app and records every location the router commits after that. */
function openApp(path: string) {
  const rendered = renderAppAt(path);
  const visited: string[] = [];
  let last = rendered.router.state.location;
  rendered.router.subscribe((state) => {
    if (state.location === last) return;
    last = state.location;
    visited.push(state.location.pathname);
  });
  return { ...rendered, visited };
}

/** Lets every answer already received render, so a loop would have shown itself. */
async function settle() {
  await context.server.settle();
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  resetUserContext();
  resetNavigationState();
});

describe('/voice-ai-agent opens the welcome screen, once, for every role', () => {
  test('a provider without a voice purchase lands on welcome with a link to buy it, and nothing loops', async () => {
    signInAs(['Licenced']);
    const { router, visited } = openApp('/voice-ai-agent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your AI voice agent' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'See the voice agent’s prices and buy it' }),
    ).toHaveAttribute('href', '/service-payment/pricing-tier-carousel');
    await settle();
    expect(router.state.location.pathname).toBe('/voice-ai-agent/welcome');
    expect(visited).toEqual(['/voice-ai-agent/welcome']);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('a provider with Voice Assistant Setup is offered the setup', async () => {
    signInAs(
      ['Unlicenced'],
      [
        {
          id: '0f0e0d0c-0b0a-4909-8807-060504030201',
          name: subscriptionNames.voiceAssistantSetup,
          productCode: 'voice-assistant-setup',
          status: 'active',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
        },
      ],
    );
    openApp('/voice-ai-agent');
    expect(await screen.findByRole('link', { name: 'Set up your voice agent' })).toHaveAttribute(
      'href',
      '/voice-ai-agent/onboarding',
    );
  });

  test('a parent lands on welcome, told the agent is for providers, without a refusal or a loop', async () => {
    signInAs(['Parent', 'Licenced']);
    const { router, visited } = openApp('/voice-ai-agent');
    expect(
      await screen.findByText(
        'The voice agent is for licensed centres and home childcare providers, who answer families’ calls.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/You also hold a provider role/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /buy it/ })).not.toBeInTheDocument();
    await settle();
    expect(router.state.location.pathname).toBe('/voice-ai-agent/welcome');
    expect(visited).toEqual(['/voice-ai-agent/welcome']);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('the onboarding without a purchase is refused once and the app goes home, not back', async () => {
    signInAs(['Licenced']);
    const { router, visited } = openApp('/voice-ai-agent/onboarding');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
    ).toBeInTheDocument();
    await settle();
    expect(router.state.location.pathname).toBe('/home');
    expect(visited).toEqual(['/home']);
    expect(useNotificationStore.getState().message).toBe(
      'You need an active subscription to access this page',
    );
  });

  test('the welcome says what the voice products cost, from the products the plans screen shows', async () => {
    signInAs(['Licenced']);
    context.server.route('GET', billingApiPaths.products, (_request, response) => {
      sendJson(response, 200, {
        paymentServiceProvider: 'sandbox',
        customerPortal: false,
        currency: 'CAD',
        taxLabel: 'HST',
        taxRatePercent: 13,
        items: [
          voiceProduct('voice-assistant-setup', 'Voice Assistant Setup', 9900, false),
          voiceProduct('voice-assistant-phone-number', 'Voice Assistant Phone Number', 4900, true),
          voiceProduct('broadcast-order', 'Broadcast', 1900, false),
        ],
      });
    });
    openApp('/voice-ai-agent/welcome');
    expect(
      await screen.findByText('Voice Assistant Setup: $99.00 before tax, once'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Voice Assistant Phone Number: $49.00 before tax, a month'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Broadcast:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/still being built/)).not.toBeInTheDocument();
  });

  test('in French, the welcome names the voice products in French', async () => {
    signInAs(['Licenced']);
    context.server.route('GET', billingApiPaths.products, (_request, response) => {
      sendJson(response, 200, {
        paymentServiceProvider: 'sandbox',
        customerPortal: false,
        currency: 'CAD',
        taxLabel: 'HST 13%',
        taxRatePercent: 13,
        items: [voiceProduct('voice-assistant-setup', 'Voice Assistant Setup', 9900, false)],
      });
    });
    renderAppAt('/voice-ai-agent/welcome', 'fr');
    expect(
      await screen.findByText(/^Configuration de l’agent vocal : 99,00\s\$ avant taxes/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Voice Assistant Setup/)).not.toBeInTheDocument();
  });

  test('the onboarding leads to the dashboard once the setup chat saved the details', async () => {
    signInAs(['Unlicenced'], [setupSubscription]);
    context.server.route(
      'GET',
      buildUrl(voiceAgentApiPaths.assistant, { feature: 'voiceAiAgent' }),
      (_request, response) => {
        sendJson(response, 200, {
          id: '0f0e0d0c-0b0a-4909-8807-0605040302aa',
          publicId: 'pub_abcdefghij',
          businessName: 'Little Oaks',
          greeting: 'Hello',
          language: 'en-CA',
          voice: 'Joanna',
          redirectPhoneNumber: '+14165550123',
          smsPhoneNumber: '+14165550124',
          websiteUrl: 'https://littleoaks.example',
          answeringHours: [],
          enabled: true,
          allowedOrigins: [],
          transcriptRetentionDays: 90,
          createdAt: '2026-11-20T15:00:00.000Z',
          updatedAt: '2026-11-20T15:00:00.000Z',
        });
      },
    );
    openApp('/voice-ai-agent/onboarding');
    expect(
      await screen.findByRole('link', { name: 'Open your agent’s dashboard' }),
    ).toHaveAttribute('href', '/voice-ai-agent/profile-dashboard');
    expect(screen.queryByText(/still being built/)).not.toBeInTheDocument();
  });

  test('the dashboard without a purchase is refused once and the app goes home', async () => {
    signInAs(['Licenced']);
    const { router, visited } = openApp('/voice-ai-agent/profile-dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to KinderWait' }),
    ).toBeInTheDocument();
    await settle();
    expect(router.state.location.pathname).toBe('/home');
    expect(visited).toEqual(['/home']);
  });

  test('the dashboard is refused to a parent even with a voice purchase', async () => {
    signInAs(['Parent'], [setupSubscription]);
    const { router } = openApp('/voice-ai-agent/profile-dashboard');
    await settle();
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).not.toBe('/voice-ai-agent/profile-dashboard');
  });
});
