import { startTransition, StrictMode, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import type { Root, RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { chooseLanguage, frenchAllowed, useActiveLanguage } from '../lib/i18n/active-language';
import { languageOfPath } from '../lib/i18n/language';
import type { Language } from '../lib/i18n/language';
import { routeLanguage } from '../lib/i18n/route-catalogues';
import { setNavigator, takeCarriedState } from '../lib/navigation';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { loadPageMessages } from './page-messages';
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
  // Arriving on a French page is a choice of French: the app's screens that follow (sign-in,
  // registration) continue in it (docs/decisions/i18n.md#the-active-language).
  if (languageOfPath(window.location.pathname) === 'fr' && frenchAllowed()) chooseLanguage('fr');
  // The page's words in its language, as the prerender loaded them, so the first render does not
  // suspend (docs/decisions/i18n.md#loading).
  await loadPageMessages(routes, window.location.pathname);

  const hydrating = container.firstElementChild !== null;
  // Hydration data tells the router the page is already on screen: its scroll restoration then
  // leaves the first page where the reader has scrolled while the app started, instead of jumping
  // back to the top (and moving whatever they were about to tap). The root route's loader (the
  // page's words) has just run above, so its data is given too.
  const rootId = routes[0]?.id;
  const router = createBrowserRouter(
    routes,
    hydrating
      ? { hydrationData: rootId === undefined ? {} : { loaderData: { [rootId]: null } } }
      : undefined,
  );
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

  const cache = createEmotionCache();
  const app = (
    <StrictMode>
      <LanguageFollower router={router}>
        {(language) => (
          <AppProviders cache={cache} language={language}>
            <RouterProvider router={router} />
          </AppProviders>
        )}
      </LanguageFollower>
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

interface LanguageFollowerProps {
  router: DataRouter;
  children: (language: Language) => ReactNode;
}

/**
 * The app's language: a public page's own (its route group's, /fr or the English site), else the
 * active language (profile, visitor's choice, browser), re-read when either changes. The router's
 * matches change once a navigation's loaders (which load the page's words) are done.
 */
function LanguageFollower({ router, children }: LanguageFollowerProps) {
  const active = useActiveLanguage();
  const fixed = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => routeLanguage(router.state.matches),
    () => routeLanguage(router.state.matches),
  );
  return children(fixed ?? active);
}
