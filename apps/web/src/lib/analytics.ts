/**
 * Page-view tracking (docs/product/app-shell.md#page-view-tracking) through Google Analytics'
 * gtag.js. It is OFF unless a measurement id is configured (`VITE_GA_MEASUREMENT_ID`): then no
 * script is loaded and nothing is sent. When on, gtag.js is loaded once from googletagmanager.com
 * as an external script (no inline script, so a strict Content-Security-Policy holds), with IP
 * anonymised and automatic page views off; each route change sends one page_view with the route
 * path and the product name as title. No React here: the page's first script (main.tsx) counts
 * the view of a prerendered page before the app loads (use-page-view-tracking.ts has the hook).
 */
import { brand } from '@kinderwait/contract/brand';
import { env } from '../config/env';

export interface AnalyticsAdapter {
  readonly enabled: boolean;
  trackPageView(path: string): void;
}

export const gtagScriptOrigin = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The configured measurement id, or undefined when analytics is off. */
export function readMeasurementId(): string | undefined {
  return env.gaMeasurementId;
}

const disabledAdapter: AnalyticsAdapter = {
  enabled: false,
  trackPageView: () => undefined,
};

function gtagScriptSrc(measurementId: string): string {
  return `${gtagScriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

function loadGtag(measurementId: string): (...args: unknown[]) => void {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js only recognises commands pushed as `arguments` objects, not as arrays.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  window.gtag ??= gtag;

  const src = gtagScriptSrc(measurementId);
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  }
  return window.gtag;
}

/** Builds the adapter for a measurement id; without one (or outside a browser) it does nothing. */
export function createAnalytics(measurementId: string | undefined): AnalyticsAdapter {
  if (measurementId === undefined || typeof window === 'undefined') return disabledAdapter;
  let gtag: ((...args: unknown[]) => void) | undefined;
  return {
    enabled: true,
    trackPageView(path) {
      gtag ??= loadGtag(measurementId);
      gtag('event', 'page_view', {
        page_path: path,
        page_location: `${window.location.origin}${path}`,
        page_title: brand.productName,
      });
    },
  };
}

let current: AnalyticsAdapter | undefined;
let lastTrackedPath: string | undefined;

/**
 * Sets up analytics with the given measurement id (default: the build's configuration) and makes
 * it the one `trackPageView` uses.
 */
export function initAnalytics(
  measurementId: string | undefined = readMeasurementId(),
): AnalyticsAdapter {
  current = createAnalytics(measurementId);
  lastTrackedPath = undefined;
  return current;
}

/**
 * Sends one page view for `path`. The same path twice in a row is one view: a prerendered page
 * counts its view when it loads, and the app counts it again when it hydrates later
 * (app/hydrate-on-intent.ts).
 */
export function trackPageView(path: string): void {
  if (path === lastTrackedPath) return;
  lastTrackedPath = path;
  (current ?? initAnalytics()).trackPageView(path);
}
