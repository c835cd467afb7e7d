import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { activeLanguage } from '../lib/i18n/active-language';
import type { Language } from '../lib/i18n/language';
import { loadRouteWords, routeLanguage } from '../lib/i18n/route-catalogues';

interface HandleOnly {
  route: { handle?: unknown };
}

/**
 * The matched routes of `pathname` with their handles, loading the lazy modules that declare
 * them (the module system loads each once; the router's own load of the same module shares it).
 */
async function matchedHandles(routes: RouteObject[], pathname: string): Promise<HandleOnly[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(async ({ route }): Promise<HandleOnly> => {
      if (route.handle !== undefined || typeof route.lazy !== 'function') {
        return { route: { handle: route.handle } };
      }
      try {
        const loaded: { handle?: unknown } = await route.lazy();
        return { route: { handle: loaded.handle } };
      } catch {
        // The router reports the module that failed to load.
        return { route: {} };
      }
    }),
  );
}

/**
 * The language a page is drawn in: a public page's own (its URL: /fr/... or the English site),
 * else the active language (the profile's, the visitor's choice, the browser's).
 */
export function pageLanguage(matches: readonly HandleOnly[]): Language {
  return routeLanguage(matches) ?? activeLanguage();
}

/**
 * Loads the words of the page at `pathname` in its language: every catalogue its routes declare
 * (`export const handle = routeMessages(catalogue)`, lib/i18n/route-catalogues.ts). The browser
 * awaits it before hydrating, the root route's loader before each navigation opens a page.
 * A catalogue that fails to load is left to the component that suspends on it.
 */
export async function loadPageMessages(routes: RouteObject[], pathname: string): Promise<Language> {
  const matches = await matchedHandles(routes, pathname);
  const language = pageLanguage(matches);
  try {
    await loadRouteWords(matches, language);
  } catch {
    // See above.
  }
  return language;
}
