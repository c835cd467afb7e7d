import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { RoleCode } from '@kinderwait/contract/constants';
import { subscriptionNames } from '@kinderwait/contract/constants';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import type { Subscription } from '@kinderwait/contract/users';
import { usersApiPaths } from '@kinderwait/contract/users';
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
});
