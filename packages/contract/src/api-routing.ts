/**
 * Path prefixes the server answers as API (JSON), not as web pages: `/api/` plus the legacy
 * non-`/api` paths (docs/product/platform.md#one-server). The server's 404/SPA fallback and the web
 * dev proxy both use this.
 */
export const apiPathPrefixes = [
  '/api/',
  '/account/',
  '/enrollment/',
  '/booking/',
  '/policies/getPolicy',
] as const;

/** True when a request path (without query string) belongs to the API. */
export function isApiPath(path: string): boolean {
  return path === '/api' || apiPathPrefixes.some((prefix) => path.startsWith(prefix));
}
