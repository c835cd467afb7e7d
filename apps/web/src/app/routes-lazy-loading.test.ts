import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { routeModuleFile } from './route-modules';
import routesSource from './routes.tsx?raw';

/** Every route of the table with its position, e.g. `0.children.1`, for readable failures. */
function flatten(table: RouteObject[], at = ''): { at: string; route: RouteObject }[] {
  return table.flatMap((route, index) => {
    const here = at === '' ? String(index) : `${at}.${String(index)}`;
    return [{ at: here, route }, ...flatten(route.children ?? [], `${here}.children`)];
  });
}

// A custom `lazy` is allowed only here: the signed-in layout imports the guard itself.
const customLazyRouteIds = ['signed-in-layout'];

describe('route table code splitting', () => {
  let all: { at: string; route: RouteObject }[] = [];
  beforeAll(async () => {
    // The files of a worker share its modules (isolate: false), and a router that resolved a lazy
    // route wrote the page's Component onto the shared table: read the table as routes.tsx builds it.
    vi.resetModules();
    const { routes } = await import('./routes');
    all = flatten(routes).map(({ at, route }) => ({ at: route.id ?? at, route }));
  });

  it('gives no route an eagerly bundled element or Component', () => {
    const eager = all
      .filter(({ route }) => route.Component != null || route.element != null)
      .map(({ at }) => at);
    expect(eager).toEqual([]);
  });

  it('loads every page lazily: each leaf is a lazy route module or a bare redirect', () => {
    const notLazy = all
      .filter(({ route }) => route.children === undefined)
      .filter(({ route }) => {
        const isRedirect = route.loader !== undefined && route.element === null;
        return typeof route.lazy !== 'function' && !isRedirect;
      })
      .map(({ at }) => at);
    expect(notLazy).toEqual([]);
  });

  it('loads lazy routes through lazyRoute, keyed by their source file, so they get preloads', () => {
    const unknown = all
      .filter(({ route }) => route.lazy !== undefined)
      .filter(({ route }) => {
        const id = route.id ?? '';
        return !customLazyRouteIds.includes(id) && routeModuleFile(id) === undefined;
      })
      .map(({ at }) => at);
    expect(unknown).toEqual([]);
  });

  it('imports no route module, layout, feature or access guard statically in routes.tsx', () => {
    const specifiers = [...routesSource.matchAll(/^import\s[^;]*?from\s+'([^']+)';/gms)].map(
      (match) => match[1] ?? '',
    );
    expect(specifiers).toContain('./route-modules');
    const eager = specifiers.filter(
      (specifier) =>
        /^\.\/(routes|layouts)\//.test(specifier) ||
        specifier.includes('/features/') ||
        (specifier.startsWith('./guard/') && specifier !== './guard/route-access'),
    );
    expect(eager).toEqual([]);
  });
});
