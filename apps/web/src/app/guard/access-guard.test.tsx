import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, redirect, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { readReturnPath } from '../../features/auth/lib/return-path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { permissions, subscriptionNames } from '@kinderwait/contract/constants';
import { specMessages } from '@kinderwait/contract/messages';
import { writeToken } from '../../lib/storage';
import { useNotificationStore } from '../../stores/notification-store';
import { AccessContext } from './access-context';
import type { AccessSource } from './access-context';
import { AccessGuard } from './access-guard';
import { HistoryTrailContext, useHistoryTrailRecorder } from '../history-trail';
import { routeAccess } from './route-access';

const voiceSubscriptions = [
  subscriptionNames.voiceAssistantSetup,
  subscriptionNames.voiceAssistantPhoneNumber,
];

/** As the root layout: follows the history so the guard knows where back leads. */
function TrailRoot() {
  const trail = useHistoryTrailRecorder();
  return (
    <HistoryTrailContext value={trail}>
      <Outlet />
    </HistoryTrailContext>
  );
}

const guardedRoutes: RouteObject[] = [
  { path: '/home', element: <p>Home page</p> },
  { path: '/auth/login', element: <p>Sign-in page</p> },
  { path: '/about', element: <p>About page</p> },
  // A section's bare path that opens a guarded screen, pushing it as a plain redirect does.
  { path: '/voice-ai-agent', loader: () => redirect('/voice-ai-agent/onboarding'), element: null },
  {
    element: <AccessGuard />,
    children: [
      { path: '/open', element: <p>Open page</p> },
      { path: '/user-profile', handle: routeAccess(), element: <p>Profile page</p> },
      {
        path: '/waitlist',
        handle: routeAccess({ permissions: [permissions.waitlistTicketCreate] }),
        element: <p>Waitlist page</p>,
      },
      {
        path: '/voice-ai-agent/onboarding',
        handle: routeAccess({ subscriptions: voiceSubscriptions }),
        element: <p>Voice onboarding page</p>,
      },
      {
        path: '/broadcast',
        handle: routeAccess({ permissions: [permissions.broadcastCreate] }),
        children: [
          {
            path: 'premium',
            handle: routeAccess({ subscriptions: ['KinderWait Plus'] }),
            element: <p>Premium broadcast page</p>,
          },
        ],
      },
    ],
  },
];

const routes: RouteObject[] = [{ element: <TrailRoot />, children: guardedRoutes }];

function source(held: { permissions?: string[]; subscriptions?: string[] }): AccessSource {
  return {
    loadPermissions: () => Promise.resolve(held.permissions ?? []),
    loadSubscriptions: () => Promise.resolve(held.subscriptions ?? []),
  };
}

function renderAt(entries: string[], accessSource?: AccessSource) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const app = <RouterProvider router={router} />;
  render(
    accessSource === undefined ? app : <AccessContext value={accessSource}>{app}</AccessContext>,
  );
  return router;
}

/** Every location the router commits from now on, in order. */
function recordNavigations(router: ReturnType<typeof renderAt>): string[] {
  const visited: string[] = [];
  let last = router.state.location;
  router.subscribe((state) => {
    if (state.location === last) return;
    last = state.location;
    visited.push(state.location.pathname);
  });
  return visited;
}

/** Opens `first`, then goes to `then` as a link would (a push). */
async function openThenGo(first: string, firstText: string, then: string, held: AccessSource) {
  const router = renderAt([first], held);
  expect(await screen.findByText(firstText)).toBeInTheDocument();
  const visited = recordNavigations(router);
  await act(async () => {
    await router.navigate(then);
  });
  return { router, visited };
}

function signIn() {
  writeToken({ accessToken: 'access-1', refreshToken: 'refresh-1' });
}

function notification() {
  const { triggered, message, color, timeout } = useNotificationStore.getState();
  return { triggered, message, color, timeout };
}

beforeEach(() => {
  useNotificationStore.setState(useNotificationStore.getInitialState(), true);
});

afterEach(() => {
  window.localStorage.clear();
});

describe('AccessGuard: sign-in', () => {
  test('without a stored token a signed-in route goes to the sign-in screen, replacing it', async () => {
    const router = renderAt(['/user-profile']);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a signed-out visit remembers the page, query included, for after signing in', async () => {
    renderAt(['/user-profile?tab=children']);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(readReturnPath()).toBe('/user-profile?tab=children');
  });

  test('with a stored token a signed-in route is shown', async () => {
    signIn();
    renderAt(['/user-profile']);
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  test('a route without access rules is shown to everyone', async () => {
    renderAt(['/open']);
    expect(await screen.findByText('Open page')).toBeInTheDocument();
  });

  test('a route with permissions also needs sign-in', async () => {
    renderAt(['/waitlist'], source({ permissions: [permissions.waitlistTicketCreate] }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});

describe('AccessGuard: permissions', () => {
  test('shows only the loading indicator while the permissions load, then the page', async () => {
    signIn();
    let resolve: (held: string[]) => void = () => undefined;
    const slow: AccessSource = {
      loadPermissions: () =>
        new Promise((done) => {
          resolve = done;
        }),
      loadSubscriptions: () => Promise.resolve([]),
    };
    renderAt(['/waitlist'], slow);
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Waitlist page')).not.toBeInTheDocument();
    await act(async () => {
      resolve([permissions.childCreate, permissions.waitlistTicketCreate]);
      await Promise.resolve();
    });
    expect(await screen.findByText('Waitlist page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(notification().triggered).toBe(false);
  });

  test('refused: green notification for 5000 ms, then home when there is no previous route', async () => {
    signIn();
    const router = renderAt(['/waitlist'], source({ permissions: [permissions.childCreate] }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText('Waitlist page')).not.toBeInTheDocument();
    expect(notification()).toEqual({
      triggered: true,
      message: "You don't have permission to access this page",
      color: 'success',
      timeout: 5000,
    });
  });

  test('refused: goes back to the previous route when there is one', async () => {
    signIn();
    const { router, visited } = await openThenGo(
      '/about',
      'About page',
      '/waitlist',
      source({ permissions: [] }),
    );
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(visited).toEqual(['/waitlist', '/about']);
    expect(notification().message).toBe(specMessages.noPermission);
  });

  test('refused: goes home when the previous route is one this visit did not show', async () => {
    signIn();
    // Entries of an earlier page load (or another site): back could lead anywhere.
    const router = renderAt(['/about', '/waitlist'], source({ permissions: [] }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('without an AccessContext provider every permission check is refused', async () => {
    signIn();
    renderAt(['/waitlist']);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notification().message).toBe(specMessages.noPermission);
  });

  test('a failure to load the permissions refuses access', async () => {
    signIn();
    const failing: AccessSource = {
      loadPermissions: () => Promise.reject(new Error('offline')),
      loadSubscriptions: () => Promise.resolve([]),
    };
    renderAt(['/waitlist'], failing);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notification().message).toBe(specMessages.noPermission);
  });
});

describe('AccessGuard: subscriptions', () => {
  test('shows the page when one of the required subscriptions is active', async () => {
    signIn();
    renderAt(
      ['/voice-ai-agent/onboarding'],
      source({ subscriptions: [subscriptionNames.voiceAssistantPhoneNumber] }),
    );
    expect(await screen.findByText('Voice onboarding page')).toBeInTheDocument();
  });

  test('refused: green notification for 5000 ms, then home', async () => {
    signIn();
    renderAt(['/voice-ai-agent/onboarding'], source({ subscriptions: ['KinderWait Plus'] }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notification()).toEqual({
      triggered: true,
      message: 'You need an active subscription to access this page',
      color: 'success',
      timeout: 5000,
    });
  });

  test('refused: goes back to the previous route when there is one', async () => {
    signIn();
    await openThenGo('/about', 'About page', '/voice-ai-agent/onboarding', source({}));
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(notification().message).toBe(specMessages.noSubscription);
  });
});

describe('AccessGuard: a refusal navigates once and never into a guarded route', () => {
  test('a guarded screen opened first through a redirect goes home once, without a loop', async () => {
    signIn();
    // The first entry of the visit is the redirect's own path: going back to it would open the
    // refused screen again, and again.
    const router = renderAt(['/voice-ai-agent'], source({}));
    const visited = recordNavigations(router);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(visited).toEqual(['/voice-ai-agent/onboarding', '/home']);
    expect(notification().message).toBe(specMessages.noSubscription);
  });

  test('a redirect into a refused screen from a page goes back to that page once', async () => {
    signIn();
    const { router, visited } = await openThenGo(
      '/about',
      'About page',
      '/voice-ai-agent',
      source({}),
    );
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(visited).toEqual(['/voice-ai-agent/onboarding', '/about']);
  });

  test('coming from a guarded screen, a refusal goes home rather than back into it', async () => {
    signIn();
    const held = source({ permissions: [permissions.waitlistTicketCreate] });
    const { router, visited } = await openThenGo(
      '/waitlist',
      'Waitlist page',
      '/voice-ai-agent/onboarding',
      held,
    );
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(visited).toEqual(['/voice-ai-agent/onboarding', '/home']);
  });
});

describe('AccessGuard: nested routes', () => {
  test('each matched route must be satisfied: parent permission and child subscription', async () => {
    signIn();
    renderAt(
      ['/broadcast/premium'],
      source({ permissions: [permissions.broadcastCreate], subscriptions: ['KinderWait Plus'] }),
    );
    expect(await screen.findByText('Premium broadcast page')).toBeInTheDocument();
  });

  test('the parent permission is checked even when the child only lists subscriptions', async () => {
    signIn();
    renderAt(['/broadcast/premium'], source({ subscriptions: ['KinderWait Plus'] }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(notification().message).toBe(specMessages.noPermission);
  });
});
