import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** What a route module under src/app/routes or src/app/layouts exports for React Router's `lazy`. */
export interface RouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: LoaderFunction;
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

/**
 * `{ id, lazy }` of the route module `src/app/<name>.tsx`, e.g. `lazyRoute('routes/about')`.
 * Throws at start-up for a name with no module, so a typo cannot ship as a broken link.
 */
export function lazyRoute(name: string): { id: string; lazy: () => Promise<RouteModule> } {
  const load = modules[`./${name}.tsx`];
  if (!load) throw new Error(`No route module at src/app/${name}.tsx`);
  return { id: name, lazy: async () => ({ ...(await load()) }) };
}

/** The source file (as Vite's manifest names it) of a route id made by `lazyRoute`, if any. */
export function routeModuleFile(routeId: string): string | undefined {
  return `./${routeId}.tsx` in modules ? `src/app/${routeId}.tsx` : undefined;
}
