import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match `location` and writes them onto the route
 * objects, so the router's first render is synchronous and matches the prerendered HTML (React
 * Router would otherwise render nothing until its lazy routes resolve, and hydration would fail).
 * A module that fails to load is left lazy: the router retries it and shows the error boundary.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        Object.assign(route, loaded);
        delete route.lazy;
      } catch {
        // Leave it to the router; see above.
      }
    }),
  );
}
