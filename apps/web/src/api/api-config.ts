import { env } from '../config/env';

/**
 * Base URL of the API. Empty means the page's own origin: the server that serves the web app also
 * serves the API (docs/product/platform.md#one-server), so the anti-forgery cookie is first-party.
 */
export function readApiBaseUrl(): string {
  return env.apiBaseUrl;
}

const writeMethods = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Write calls carry the anti-forgery header (docs/product/platform.md#api-conventions); reads never
 * do.
 */
export function isWriteMethod(method: string | undefined): boolean {
  return writeMethods.has((method ?? 'get').toLowerCase());
}

/**
 * True when `url` (absolute, or relative to the page) goes to our API's origin. Credentials (token,
 * role, anti-forgery token) are only ever sent there, never to an outside service a feature calls
 * with an absolute URL.
 */
export function isApiOrigin(url: string): boolean {
  if (typeof window === 'undefined') return true;
  const page = window.location.href;
  const apiBase = readApiBaseUrl();
  const apiOrigin = new URL(apiBase === '' ? page : apiBase, page).origin;
  try {
    return new URL(url, page).origin === apiOrigin;
  } catch {
    return false;
  }
}
