import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { rolePermissions } from '@kinderwait/contract/constants';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { testUser } from '../../../test/account-fixtures';
import { theme } from '../../../theme/theme';
import type english from '../messages/navigation.en';
import french from '../messages/navigation.fr';
import { navigationCatalogue } from '../navigation-messages';
import { resetNavigationState } from '../navigation-store';
import { SignedInNavigation } from './signed-in-navigation';

// The shell's route loads the navigation's words before it renders; so does this file.
await loadMessages(navigationCatalogue, 'fr');

const user = testUser(['Parent', 'Licenced']);

/** jsdom has no layout: answer media queries for a viewport of this width. */
function setViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: min === null || width >= Number(min[1]),
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

function renderInFrench(width: number, permissions: readonly string[]) {
  setViewportWidth(width);
  const element = (
    <I18nProvider language="fr">
      <SignedInNavigation
        user={user}
        activeRole={user.roles[0]}
        permissions={permissions}
        onSwitchRole={() => undefined}
        onSignOut={() => undefined}
        mainId="main-content"
      >
        <h1>Page</h1>
      </SignedInNavigation>
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

const frenchTabs = ['Menu', 'Attente', 'Réserver', 'Sous-louer', 'Messages', 'Aide'];

beforeEach(() => {
  resetNavigationState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in navigation in French', () => {
  test('a parent’s tab bar and drawer read in French, with no English left', async () => {
    renderInFrench(320, rolePermissions.Parent);
    const tabs = within(screen.getByRole('navigation', { name: 'Onglets' }));
    for (const name of frenchTabs) expect(tabs.getByText(name)).toBeInTheDocument();
    await userEvent.setup().click(tabs.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('navigation', { name: 'Menu' }));
    expect(drawer.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/home');
    expect(drawer.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
    expect(drawer.getByText('Vous agissez comme')).toBeInTheDocument();
    expect(drawer.getByText('Rôle actif')).toBeInTheDocument();
    expect(drawer.getByText('Passer à ce rôle')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const text = document.body.textContent;
    for (const words of ['Tabs', 'Waitlist', 'Booking', 'Sublet', 'Support', 'Home', 'Profile']) {
      expect(text).not.toContain(words);
    }
    for (const words of ['Acting as', 'Active role', 'Switch to this role', 'Sign out']) {
      expect(text).not.toContain(words);
    }
  });

  test('the side navigation reads in French from 1280 px', () => {
    renderInFrench(1280, [...rolePermissions.Parent, ...rolePermissions.SuperAdmin]);
    const side = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(side.getByRole('link', { name: 'Produits et prix' })).toBeInTheDocument();
    expect(side.getByRole('link', { name: 'Attente' })).toBeInTheDocument();
    expect(side.getByText('Aide')).toBeInTheDocument();
  });

  test('French tab labels fit six tabs on a 320 px phone: short words, a long one splits at its hyphen', () => {
    // 320 px / 6 tabs, less 4 px of padding a side: 45 px; at 0.7rem (11.2 px) a letter is 5 to 6 px
    // wide, so a line holds about 8 letters, as the English "Messages" needs. The labels wrap
    // (tabSx), so only a single word must not be longer.
    const tabKeys: (keyof typeof english)[] = [
      'menu',
      'tabWaitlist',
      'tabBooking',
      'tabSublet',
      'tabMessages',
      'tabSupport',
    ];
    for (const key of tabKeys) {
      const label = french[key];
      const longestWord = Math.max(...label.split(/[\s-]/).map((word) => word.length));
      expect(longestWord, label).toBeLessThanOrEqual(8);
    }
  });
});
