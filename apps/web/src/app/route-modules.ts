import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { Language } from '../lib/i18n/language';
import type { RouteMessagesHandle } from '../lib/i18n/route-catalogues';

/** What a route module under src/app/routes or src/app/layouts exports for React Router's `lazy`. */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
  /** The catalogues the page draws: `export const handle = routeMessages(catalogue)`. */
  handle?: RouteMessagesHandle;
}

/*
 * One code-split chunk per route module. The glob (rather than a hand-written import() per route)
 * lets a route carry its source file as its id, which the prerender uses to add <link
 * rel="modulepreload"> for exactly the chunks of the page it renders.
 */
const modules = import.meta.glob<RouteModule>([
  './layouts/*.tsx',
  './routes/**/*.tsx',
  '!./**/*.test.tsx',
]);

/** The id prefix of a public page's French copy under /fr ("fr:routes/about"). */
const copyPrefix = /^[a-z]{2}:/;

/**
 * `{ id, lazy }` of the route module `src/app/<name>.tsx`, e.g. `lazyRoute('routes/about')`.
 * A public page's French copy passes its language, which prefixes its id ("fr:routes/about"):
 * ids are unique in a route table. Throws at start-up for a name with no module, so a typo cannot
 * ship as a broken link.
 */
export function lazyRoute(
  name: string,
  language?: Language,
): { id: string; lazy: () => Promise<RouteModule> } {
  const load = modules[`./${name}.tsx`];
  if (!load) throw new Error(`No route module at src/app/${name}.tsx`);
  const id = language === undefined || language === 'en' ? name : `${language}:${name}`;
  return { id, lazy: async () => ({ ...(await load()) }) };
}

/** The source file (as Vite's manifest names it) of a route id made by `lazyRoute`, if any. */
export function routeModuleFile(routeId: string): string | undefined {
  const name = routeId.replace(copyPrefix, '');
  return `./${name}.tsx` in modules ? `src/app/${name}.tsx` : undefined;
}
