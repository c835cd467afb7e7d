import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root, RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { activeLanguage } from '../lib/i18n/active-language';
import { setNavigator, takeCarriedState } from '../lib/navigation';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { resolveLazyRoutes } from './resolve-lazy-routes';
import { routes } from './routes';

export interface MountOptions {
  /** React's report of a recovered error, such as a hydration mismatch. */
  onRecoverableError?: RootOptions['onRecoverableError'];
}

/**
 * Starts the app in `container`: hydrates prerendered markup, or renders into the empty root of
 * the SPA shell. The current page's lazy modules load first, so the first client render is
 * complete and matches the server's HTML.
 */
export async function mountApp(
  container: HTMLElement,
  { onRecoverableError }: MountOptions = {},
): Promise<{ router: DataRouter; root: Root }> {
  await resolveLazyRoutes(routes, window.location.pathname);

  const hydrating = container.firstElementChild !== null;
  // Hydration data, even empty, tells the router the page is already on screen: its scroll
  // restoration then leaves the first page where the reader has scrolled while the app started,
  // instead of jumping back to the top (and moving whatever they were about to tap).
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
  setNavigator((path, options) => router.navigate(path, options));
  // A page opened by a full page load gets the history state its opener passed (the error page's
  // message), put in this history entry so a reload keeps it too.
  const here = `${window.location.pathname}${window.location.search}`;
  const carried = takeCarriedState(here);
  if (carried !== null) {
    await router.navigate(`${here}${window.location.hash}`, {
      replace: true,
      state: carried.state,
    });
  }

  const app = (
    <StrictMode>
      <AppProviders cache={createEmotionCache()} language={activeLanguage()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  const rootOptions = onRecoverableError ? { onRecoverableError } : {};
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread for one long task: the prerendered page stays responsive meanwhile.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, rootOptions);
    });
    if (!root) throw new Error('hydrateRoot did not return a root');
    return { router, root };
  }
  const root = createRoot(container, rootOptions);
  root.render(app);
  return { router, root };
}
