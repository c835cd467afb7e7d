/**
 * Paths of the web app's public pages (SPEC 2.2-2.4), shared so that the server's SPA fallback,
 * sitemap and the web router agree. Signed-in route paths live in the web app's paths config.
 */
export const publicPagePaths = {
  landing: '/',
  about: '/about',
  blog: '/blog',
  careers: '/careers',
  help: '/help',
  licenses: '/licenses',
  press: '/press',
  safety: '/safety',
  policies: '/policies',
  cookiePolicy: '/policies/cookie-policy',
  privacyPolicy: '/policies/privacy-policy',
  termsOfUse: '/policies/terms-of-use',
} as const;

/** The sign-in screen the route guard sends signed-out users to (SPEC 2.13). */
export const authLoginPath = '/auth/login';

/**
 * Written by the web build next to index.html: every prerendered path and its file, so the
 * server serves prerendered HTML and builds sitemap.xml from it.
 */
export const prerenderManifestFile = 'prerender-manifest.json';

/**
 * The origin the web build writes into prerendered pages (canonical and Open Graph URLs) in place
 * of the real one, which only the server knows (PUBLIC_ORIGIN at run time): the server swaps it
 * when it serves a page. `.invalid` can never be a real host (RFC 2606).
 */
export const prerenderOriginPlaceholder = 'https://public-origin.invalid';
export interface PrerenderManifest {
  /** Public paths that have prerendered HTML, e.g. "/", "/blog/choosing-care". */
  paths: string[];
}
