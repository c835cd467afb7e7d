import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { rolePermissions } from '@kinderwait/contract/constants';
import { eventStatisticsApiPaths } from '@kinderwait/contract/event-statistics';
import { loadMessages } from '../../../lib/i18n/use-messages';
import { roleLabelCatalogue } from '../../../components/role-label/role-label-messages';
import { setupApiTestContext } from '../../../test/api-test-context';
import { testUser } from '../../../test/account-fixtures';
import { theme } from '../../../theme/theme';
import { navigationCatalogue } from '../navigation-messages';
import { resetNavigationState } from '../navigation-store';
import { SignedInNavigation } from './signed-in-navigation';

// The shell's route loads the navigation's words before it renders; so does this file.
await loadMessages(navigationCatalogue, 'en');
// The side navigation's role switcher names the roles from the shared role-label catalogue.
await loadMessages(roleLabelCatalogue, 'en');

const context = setupApiTestContext();

/**
 * A viewport whose width a test changes, telling the media queries that listen, as a browser
 * does when a window is resized, zoomed or turned.
 */
function resizableViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return (next: number) => {
    width = next;
    for (const listener of [...listeners]) listener();
  };
}

function renderNavigation(page: React.ReactNode) {
  const user = testUser(['Parent']);
  const element = (
    <SignedInNavigation
      user={user}
      activeRole={user.roles[0]}
      permissions={rolePermissions.Parent}
      onSwitchRole={() => undefined}
      onSignOut={() => undefined}
      mainId="main-content"
    >
      {page}
    </SignedInNavigation>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  resetNavigationState();
  context.server.route('POST', eventStatisticsApiPaths.collect, (_request, response) => {
    response.writeHead(204);
    response.end();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in layout keeps the page across widths', () => {
  test.each([
    ['widened past 1280 px', 1279, 1280],
    ['narrowed below 1280 px', 1280, 1279],
  ])(
    'what is typed on the page stays when the window is %s (the navigation changes, the page is the same)',
    async (_change, from, to) => {
      const resize = resizableViewport(from);
      renderNavigation(<input aria-label="Spaces" />);
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Spaces' }), '5');

      act(() => {
        resize(to);
      });

      expect(screen.getByRole('textbox', { name: 'Spaces' })).toHaveValue('5');
      expect(screen.getAllByRole('main')).toHaveLength(1);
    },
  );
});

describe('the phone menu', () => {
  test('opens as a dialog named Menu', async () => {
    resizableViewport(412);
    renderNavigation(<h1>Page</h1>);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Tabs' })).getByRole('button', {
        name: 'Menu',
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });
});
