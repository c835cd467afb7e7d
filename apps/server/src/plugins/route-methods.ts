/**
 * The methods each route path answers, to tell a missing path (404) from a missing method (405).
 * Paths with named parameters (`/api/users/:userId`) match any one segment in their place;
 * catch-all routes (`/*`, the web app's pages) are left out, since they answer any path.
 */
export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];
  private readonly byUrl = new Map<string, Set<string>>();

  add(method: string | string[], url: string): void {
    if (url.includes('*') || url.includes('(')) return;
    let methods = this.byUrl.get(url);
    if (methods === undefined) {
      methods = new Set();
      this.byUrl.set(url, methods);
      this.routes.push({ pattern: patternOf(url), methods });
    }
    for (const one of Array.isArray(method) ? method : [method]) methods.add(one);
  }

  /** The methods of the routes whose path matches `url` (its query ignored), in a fixed order. */
  methodsFor(url: string): string[] {
    const path = url.split('?', 1)[0] ?? '';
    const methods = new Set<string>();
    for (const route of this.routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  }
}

function patternOf(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}
