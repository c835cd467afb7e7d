import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { roleIds, rolePermissions } from '@kinderwait/contract/constants';
import { eventStatisticsApiPaths } from '@kinderwait/contract/event-statistics';
import { specMessages } from '@kinderwait/contract/messages';
import type { UserRole } from '@kinderwait/contract/users';
import { env } from '../../../config/env';
import { notify, useNotificationStore } from '../../../stores/notification-store';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { roleLabelCatalogue } from '../../../components/role-label/role-label-messages';
import { setupApiTestContext } from '../../../test/api-test-context';
import { testUser } from '../../../test/account-fixtures';
import { theme } from '../../../theme/theme';
import { navigationCatalogue } from '../navigation-messages';
import { resetNavigationState, useNavigationStore } from '../navigation-store';
import { SignedInNavigation } from './signed-in-navigation';

// The shell's route loads the navigation's words before it renders; so does this file.
await loadMessages(navigationCatalogue, 'en');
// The side navigation's role switcher names the roles from the shared role-label catalogue.
await loadMessages(roleLabelCatalogue, 'en');

// The build's settings are one object the app reads when it renders (config/env.ts): a test sets
// the chat link on it and puts the build's value back. Not vi.mock: test files share the module
// graph of a worker (isolate: false), so a mock of a module another file loaded first would not apply.
const builtSupportChatUrl = env.supportChatUrl;
function setSupportChatUrl(url: string | undefined): void {
  Reflect.set(env, 'supportChatUrl', url);
}

const context = setupApiTestContext();

const user = testUser(['Parent', 'Licenced']);

/** jsdom has no layout: answer media queries for a viewport of this width. */
function setViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

interface Options {
  width: number;
  permissions?: readonly string[];
  onSwitchRole?: (role: UserRole) => void;
  onSignOut?: () => void;
}

function renderNavigation({ width, permissions, onSwitchRole, onSignOut }: Options) {
  setViewportWidth(width);
  const element = (
    <SignedInNavigation
      user={user}
      activeRole={user.roles[0]}
      permissions={permissions}
      onSwitchRole={onSwitchRole ?? (() => undefined)}
      onSignOut={onSignOut ?? (() => undefined)}
      mainId="main-content"
    >
      <h1>Page</h1>
    </SignedInNavigation>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

function tabBar() {
  return screen.getByRole('navigation', { name: 'Tabs' });
}

function collectCalls() {
  return context.server.requests.filter(
    (request) => request.path === eventStatisticsApiPaths.collect,
  );
}

beforeEach(() => {
  resetNavigationState();
  context.server.route('POST', eventStatisticsApiPaths.collect, (request, response) => {
    response.writeHead(204);
    response.end();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('bottom tab bar below the lg breakpoint', () => {
  test('shows Menu, Waitlist, Booking, Sublet, Messages and Support for a parent', () => {
    renderNavigation({ width: 412, permissions: rolePermissions.Parent });
    const tabs = within(tabBar());
    for (const name of ['Menu', 'Waitlist', 'Booking', 'Sublet', 'Messages', 'Support']) {
      expect(tabs.getByText(name)).toBeInTheDocument();
    }
    expect(tabs.getByRole('link', { name: /waitlist/i })).toHaveAttribute(
      'href',
      '/waitlist/children',
    );
  });

  test('hides Waitlist for a role without waitlistTicket.create', () => {
    renderNavigation({ width: 412, permissions: rolePermissions.Licenced });
    expect(tabBar()).toHaveAttribute('aria-busy', 'false');
    expect(within(tabBar()).queryByText('Waitlist')).not.toBeInTheDocument();
    expect(within(tabBar()).getByText('Booking')).toBeInTheDocument();
  });

  test('hides Waitlist while the permissions load, and says the tabs are not final yet', () => {
    renderNavigation({ width: 412, permissions: undefined });
    expect(tabBar()).toHaveAttribute('aria-busy', 'true');
    expect(within(tabBar()).queryByText('Waitlist')).not.toBeInTheDocument();
  });

  test('is replaced by a side navigation from 1280 px', () => {
    renderNavigation({ width: 1280, permissions: rolePermissions.Parent });
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).not.toBeInTheDocument();
    const side = within(screen.getByRole('navigation', { name: 'Main' }));
    for (const name of ['Home', 'Profile', 'Waitlist', 'Booking', 'Sign out']) {
      expect(side.getByText(name)).toBeInTheDocument();
    }
  });

  test('just below 1280 px the tab bar shows', () => {
    renderNavigation({ width: 1279, permissions: rolePermissions.Parent });
    expect(tabBar()).toBeInTheDocument();
  });

  test('the side navigation also hides Waitlist without the permission', () => {
    renderNavigation({ width: 1920, permissions: rolePermissions.BabySitter });
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('aria-busy', 'false');
    const side = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(side.queryByText('Waitlist')).not.toBeInTheDocument();
    expect(side.getByText('Messages')).toBeInTheDocument();
  });

  test('links a SuperAdmin, and only a role holding product.manage, to the products and prices', () => {
    renderNavigation({ width: 1280, permissions: rolePermissions.SuperAdmin });
    const side = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(side.getByRole('link', { name: 'Products and prices' })).toHaveAttribute(
      'href',
      '/service-payment/products',
    );
    cleanup();
    renderNavigation({ width: 1280, permissions: rolePermissions.Parent });
    expect(screen.queryByRole('link', { name: 'Products and prices' })).not.toBeInTheDocument();
  });
});

describe('Menu and drawer', () => {
  test('Menu opens the drawer with Home, Profile, the role switcher and Sign out, and closes it', async () => {
    const onSignOut = vi.fn();
    const onSwitchRole = vi.fn();
    renderNavigation({ width: 412, permissions: [], onSignOut, onSwitchRole });
    const user = userEvent.setup();
    const menu = within(tabBar()).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(drawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-profile');
    expect(drawer.getByRole('button', { name: /Parent.*Active role/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(drawer.getByRole('button', { name: /Licensed childcare provider/ }));
    expect(onSwitchRole).toHaveBeenCalledWith({ id: roleIds.Licenced, code: 'Licenced' });
    expect(useNavigationStore.getState().drawerOpen).toBe(false);

    await user.click(menu);
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('button', {
        name: 'Sign out',
      }),
    );
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  test('Menu closes the open drawer again', async () => {
    renderNavigation({ width: 412, permissions: [] });
    const user = userEvent.setup();
    const menu = within(tabBar()).getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await screen.findByRole('navigation', { name: 'Menu' });
    await user.click(menu);
    expect(useNavigationStore.getState().drawerOpen).toBe(false);
    await waitFor(() => {
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    });
  });
});

describe('features not available yet', () => {
  test('Booking shows the green notice and records the click', async () => {
    renderNavigation({ width: 412, permissions: [] });
    await userEvent.setup().click(within(tabBar()).getByRole('button', { name: 'Booking' }));

    expect(useNotificationStore.getState()).toMatchObject({
      triggered: true,
      message: specMessages.featureUnavailable,
      color: 'success',
    });
    await waitFor(() => {
      expect(collectCalls()).toHaveLength(1);
    });
    expect(JSON.parse(collectCalls()[0]?.body ?? '')).toEqual({
      eventType: 'feature_unavailable_click',
      feature: 'Booking',
      path: '/home',
    });
  });

  test('no notice over one already showing, but the click is still recorded', async () => {
    renderNavigation({ width: 412, permissions: [] });
    act(() => {
      notify({ message: 'Profile saved' });
    });
    await userEvent.setup().click(within(tabBar()).getByRole('button', { name: 'Messages' }));

    expect(useNotificationStore.getState().message).toBe('Profile saved');
    await waitFor(() => {
      expect(collectCalls()).toHaveLength(1);
    });
    expect(JSON.parse(collectCalls()[0]?.body ?? '')).toMatchObject({ feature: 'Messages' });
  });

  test('a failed collect call stays silent', async () => {
    context.server.route('POST', eventStatisticsApiPaths.collect, (request, response) => {
      response.writeHead(500);
      response.end();
    });
    renderNavigation({ width: 412, permissions: [] });
    await userEvent.setup().click(within(tabBar()).getByRole('button', { name: 'Sublet' }));
    await waitFor(() => {
      expect(collectCalls()).toHaveLength(1);
    });
    expect(context.navigations).toEqual([]);
    expect(useNotificationStore.getState().message).toBe(specMessages.featureUnavailable);
  });
});

describe('Support', () => {
  afterEach(() => {
    setSupportChatUrl(builtSupportChatUrl);
  });

  test('without a configured chat link it writes to the support address', () => {
    setSupportChatUrl(undefined);
    renderNavigation({ width: 412, permissions: [] });
    const support = within(tabBar()).getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', 'mailto:support@kinderwait.ca');
    expect(support).not.toHaveAttribute('target');
  });

  test('opens the configured chat-group link in a new tab', () => {
    setSupportChatUrl('https://chat.example.com/kinderwait-support');
    renderNavigation({ width: 412, permissions: [] });
    const support = within(tabBar()).getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', 'https://chat.example.com/kinderwait-support');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
