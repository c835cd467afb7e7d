/** Origins Google documents for Google Analytics 4 (gtag.js) under a Content-Security-Policy. */
const googleAnalytics = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

export interface ContentSecurityPolicyOptions {
  /** Production upgrades any http:// subresource to https://. */
  production: boolean;
  /** Allows the Google Analytics origins when analytics is configured. */
  analytics: boolean;
}

/**
 * The policy the SPA satisfies with no inline script. Styles allow 'unsafe-inline' because
 * MUI/emotion injects style tags at run time. OpenStreetMap tiles are served from
 * tile.openstreetmap.org today and from its a/b/c subdomains in older tile URLs; the geocoder is
 * Nominatim.
 */
export function contentSecurityPolicyDirectives({
  production,
  analytics,
}: ContentSecurityPolicyOptions): Record<string, string[]> {
  const ga = analytics ? googleAnalytics : { script: [], img: [], connect: [] };
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...ga.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'https://tile.openstreetmap.org',
      'https://*.tile.openstreetmap.org',
      ...ga.img,
    ],
    'connect-src': ["'self'", 'https://nominatim.openstreetmap.org', ...ga.connect],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Not in development: over plain http (e.g. a phone on the LAN) it would break every asset.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
