/**
 * Navigation registry for code outside React components (the HTTP client, stores). It imports
 * nothing heavy so public pages can load it; the app registers React Router's `router.navigate`
 * at start-up with `setNavigator`.
 */

export interface NavigateOptions {
  replace?: boolean;
  /**
   * History state for the new entry (React Router's `state`); lost on a full page load, when no
   * router is registered.
   */
  state?: unknown;
}

/** Shape of React Router's `router.navigate`, which returns a promise that settles on commit. */
export type Navigator = (path: string, options?: NavigateOptions) => unknown;
export type PageReloader = () => void;

let navigator: Navigator | undefined;
let reloader: PageReloader | undefined;

/** Registers the router's navigate function; returns a function that unregisters it. */
export function setNavigator(fn: Navigator): () => void {
  navigator = fn;
  return () => {
    if (navigator === fn) navigator = undefined;
  };
}

/**
 * Replaces how the page reloads. The browser's `location.reload` cannot be observed in jsdom, so
 * tests register their own; the app never needs to call this.
 */
export function setPageReloader(fn: PageReloader): () => void {
  reloader = fn;
  return () => {
    if (reloader === fn) reloader = undefined;
  };
}

/**
 * Goes to `path` through the registered router, or with a full page load when none is registered
 * (before the router exists, or on a page rendered without it). Resolves once the router has
 * committed the navigation, so a following `reloadPage()` reloads the new URL.
 */
export async function navigateTo(path: string, options: NavigateOptions = {}): Promise<void> {
  if (navigator) {
    await navigator(path, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options.replace === true) window.location.replace(path);
  else window.location.assign(path);
}

export function reloadPage(): void {
  if (reloader) {
    reloader();
    return;
  }
  if (typeof window !== 'undefined') window.location.reload();
}

/**
 * The error screen's path, `/error/{code}/{message}` (docs/product/public-site.md#error-page), with
 * both segments encoded.
 */
export function errorPagePath(code: string | number, message: string): string {
  return `/error/${encodeURIComponent(String(code))}/${encodeURIComponent(message)}`;
}
