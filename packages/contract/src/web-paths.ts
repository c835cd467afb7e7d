/**
 * Paths of web pages the server also needs to know, shared so that the server's SPA fallback,
 * sitemap, robots.txt and emails agree with the web router. No schemas here: public pages import
 * this file. Every other route path lives in the web app's paths config.
 */

/** The public pages (docs/product/public-site.md#pages, sign-in in docs/product/accounts.md). */
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

/**
 * Where the French copies of the public pages live ("/fr", "/fr/about"), for the web's routes and
 * the server's sitemap (docs/decisions/i18n.md#the-active-language).
 */
export const frenchPagePathPrefix = '/fr';

/**
 * The sign-in screen the route guard sends signed-out users to
 * (docs/product/accounts.md#route-guard).
 */
export const authLoginPath = '/auth/login';

/**
 * The register screen a "no account yet" email links to (docs/product/accounts.md#registration).
 */
export const authRegisterPath = '/auth/register';

/**
 * The pages the account deletion emails link to (docs/product/privacy.md#delete-my-account);
 * public, the link's token is the credential. Not under /account, which is the legacy API's.
 */
export const privacyPagePaths = {
  erasureConfirm: '/delete-account/confirm',
  erasureUndo: '/delete-account/undo',
} as const;

/**
 * Broadcast pages that emails and checkouts link to (docs/product/broadcast.md#screens); the
 * section's other screens are in the web app's paths config.
 */
export const broadcastPagePaths = {
  orders: '/broadcast/orders',
  order: '/broadcast/orders/{orderId}',
  interest: '/broadcast/orders/{orderId}/childcare-interest',
  filterSelection: '/broadcast/filter-selection/{childId}',
  /** The provider's list of families' broadcasts. */
  incoming: '/broadcast/incoming',
  /** A parent's spot broadcasts received (invitations to send a request). */
  invitations: '/broadcast/invitations',
} as const;

/**
 * Where a family starts joining waitlists (the child information form, then the centres): the
 * voice agent tells callers to join here (docs/product/voice-agent.md#the-answering-engine).
 */
export const waitlistJoinPagePath = '/child-enrollment';

/** The payment history page, which a refund's email links to (docs/product/billing.md). */
export const paymentHistoryPagePath = '/service-payment/payment-history';

/** The embedded mail outbox's page (dev-outbox.ts); the server answers 404 for it in production. */
export const devOutboxPagePath = '/dev/outbox';

/** The telephony sandbox's page (dev-telephony.ts); the server answers 404 for it in production. */
export const devTelephonyPagePath = '/dev/telephony';

/**
 * Top-level routes (docs/product/README.md#routes) that need sign-in. Crawlers are kept out of them
 * (robots.txt) and they are never prerendered.
 */
export const signedInPagePaths = [
  '/home',
  '/service-payment',
  '/surveys',
  '/child-enrollment',
  '/waitlist',
  '/ai-assistants',
  '/broadcast',
  '/onboarding',
  '/user-profile',
  '/voice-ai-agent',
] as const;

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
  /**
   * The pattern of every page the app can show, e.g. "/waitlist/:childId": a path matching none
   * is answered with a 404 status. Missing in a build older than the list.
   */
  routePatterns?: string[];
  /**
   * Prerendered paths the sitemap leaves out: the French copies while French is not exposed
   * (docs/decisions/i18n.md#not-exposed-yet). Missing in a build older than the field.
   */
  unlisted?: string[];
}
