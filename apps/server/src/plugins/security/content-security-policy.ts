import { originSource, tileUrlSource } from '../../map-urls.ts';

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
  /** The map's tile URL template (MAP_TILE_URL) and geocoder base URL (GEOCODER_URL). */
  map: { tileUrl: string; geocoderUrl: string };
}

/**
 * The policy the SPA satisfies with no inline script. Styles allow 'unsafe-inline' because
 * MUI/emotion injects style tags at run time. Map tiles (images) and the reverse geocoder (fetch)
 * are allowed from exactly the configured origins: a tile URL with {s} allows that host's
 * subdomains.
 */
export function contentSecurityPolicyDirectives({
  production,
  analytics,
  map,
}: ContentSecurityPolicyOptions): Record<string, string[]> {
  const ga = analytics ? googleAnalytics : { script: [], img: [], connect: [] };
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...ga.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', tileUrlSource(map.tileUrl), ...ga.img],
    'connect-src': ["'self'", originSource(map.geocoderUrl), ...ga.connect],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Not in development: over plain http (e.g. a phone on the LAN) it would break every asset.
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
