import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { render as renderOnServer } from '../entry-server';
import { errorPageNavigation } from '../lib/error-page-navigation';
import { navigateTo, setNavigator } from '../lib/navigation';
import { startsAtOnce } from './hydrate-on-intent';
import { publicPagePaths } from '@kinderwait/contract/web-paths';
import { mountApp } from './mount-app';
import { moveToOfflineOrigin } from './testing/offline-origin';

moveToOfflineOrigin();

const policyPaths = [
  publicPagePaths.privacyPolicy,
  publicPagePaths.termsOfUse,
  publicPagePaths.cookiePolicy,
];

let mounted: { root: Root; container: HTMLElement } | undefined;

async function mountAt(path: string, markup: string) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const { root, router } = await act(() =>
    mountApp(container, { onRecoverableError: (error) => recoverableErrors.push(error) }),
  );
  mounted = { root, container };
  return { container, recoverableErrors, router };
}

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => {
      root.unmount();
    });
    container.remove();
    mounted = undefined;
  }
  window.history.replaceState(null, '', '/');
});

describe('mountApp', () => {
  it.each(['/', '/about', '/blog/how-waitlists-work-in-toronto', ...policyPaths])(
    'hydrates the prerendered %s without a mismatch, keeping its markup',
    async (path) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const server = await renderOnServer(path);
      if (server.kind !== 'page') throw new Error(`${path} did not render a page`);
      const staticHeading = document.createElement('div');
      staticHeading.innerHTML = server.html;

      const { container, recoverableErrors } = await mountAt(path, server.html);
      const headingBefore = container.querySelector('h1');

      await waitFor(() => {
        expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      });
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Hydration adopts the server's nodes instead of replacing them.
      expect(container.querySelector('h1')).toBe(headingBefore);
      expect(headingBefore?.textContent).toBe(staticHeading.querySelector('h1')?.textContent);
      consoleError.mockRestore();
    },
  );

  it('waits for the visitor on every prerendered page, the policies too (their text ships with them)', async () => {
    const markupOf = async (path: string) => {
      const server = await renderOnServer(path);
      if (server.kind !== 'page') throw new Error(`${path} did not render a page`);
      const container = document.createElement('div');
      container.innerHTML = server.html;
      return container;
    };
    for (const path of ['/', '/blog/how-waitlists-work-in-toronto', ...policyPaths]) {
      expect(startsAtOnce(await markupOf(path)), path).toBe(false);
    }
  });

  it('leaves a prerendered page where the reader scrolled, and scrolls a page opened later to its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const server = await renderOnServer('/');
    if (server.kind !== 'page') throw new Error('/ did not render a page');
    const { router } = await mountAt('/', server.html);
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("shows the error page's message after the full page load that opened it, and only then", async () => {
    const message = 'Payments are paused for maintenance until 5:00';
    const { path, state } = errorPageNavigation(503, message);
    // No router (the app has not started): the HTTP client's navigation is a full page load.
    setNavigator(() => undefined)();
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, replace: vi.fn(), reload: vi.fn() });
    try {
      await navigateTo(path, { state });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(assign).toHaveBeenCalledWith(path);

    await mountAt(path, '');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('Error 503')).toBeInTheDocument();
    act(() => {
      mounted?.root.unmount();
    });
    mounted?.container.remove();
    mounted = undefined;

    // The same link opened again, without the app's navigation: our words for the code.
    await mountAt(path, '');
    expect(await screen.findByText('Server error')).toBeVisible();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('renders into the empty root of the SPA shell', async () => {
    const { container } = await mountAt('/help', '');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('How can we help?');
    expect(container.querySelector('main')).not.toBeNull();
  });
});
