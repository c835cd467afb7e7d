import {
  readSessionStorage,
  removeSessionStorage,
  sessionStorageKeys,
  writeSessionStorage,
} from './storage';

/**
 * Navigation registry for code outside React components (the HTTP client, stores). It imports
 * nothing heavy so public pages can load it; the app registers React Router's `router.navigate`
 * at start-up with `setNavigator`.
 */

export interface NavigateOptions {
  replace?: boolean;
  /**
   * History state for the new entry (React Router's `state`). On a full page load, when no router
   * is registered, it is kept in this tab's sessionStorage for the page loaded, which takes it
   * once at start-up (`takeCarriedState`).
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
  if (options.state !== undefined) carryState(path, options.state);
  if (options.replace === true) window.location.replace(path);
  else window.location.assign(path);
}

/** A path as compared: decoded, so a browser's own encoding of it does not matter. */
function comparablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Keeps `state` in this tab for the page `path` a full page load opens. */
function carryState(path: string, state: unknown): void {
  let stored: string;
  try {
    stored = JSON.stringify({ path, state });
  } catch {
    return; // not JSON: the page opens without it, as it would have
  }
  writeSessionStorage(sessionStorageKeys.navigationState, stored);
}

/**
 * At start-up: the state a full page load of `currentPath` was opened with, taken from this tab
 * (so once), or null when there is none or it was for another page. Only our own code writes this
 * tab's storage, so a link opened any other way never has a state.
 */
export function takeCarriedState(currentPath: string): { state: unknown } | null {
  const stored = readSessionStorage(sessionStorageKeys.navigationState);
  if (stored === null) return null;
  removeSessionStorage(sessionStorageKeys.navigationState);
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  if (!('path' in parsed) || !('state' in parsed) || typeof parsed.path !== 'string') return null;
  if (comparablePath(parsed.path) !== comparablePath(currentPath)) return null;
  return { state: parsed.state };
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
