import {
  readWebLocalStorage,
  removeWebLocalStorage,
  webLocalStorageKeys,
  writeWebLocalStorage,
} from '../../../lib/storage';

/**
 * How long a remembered page waits for its sign-in: about the time an emailed link takes to be
 * read, so a sign-in much later (or by someone else on the same computer) starts from home.
 */
export const returnPathLifetimeMs = 60 * 60 * 1000;

/** Paths that are part of signing in itself: going back to them after signing in makes no sense. */
const signInFlowPrefixes = ['/auth', '/entry', '/onboarding'];

function isReturnablePath(path: string): boolean {
  // Only a path of this site: never `//host` or a full URL, which would leave it.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  return !signInFlowPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Remembers the signed-in page a signed-out visitor opened (path and query), so signing in
 * leads back to it (docs/product/accounts.md#route-guard).
 */
export function rememberReturnPath(path: string, now: number = Date.now()): void {
  if (!isReturnablePath(path)) return;
  writeWebLocalStorage(webLocalStorageKeys.returnPath, JSON.stringify({ path, savedAt: now }));
}

/** The remembered page, while it is fresh; null when there is none. Reading keeps it. */
export function readReturnPath(now: number = Date.now()): string | null {
  const raw = readWebLocalStorage(webLocalStorageKeys.returnPath);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { path, savedAt } = parsed as Record<string, unknown>;
    if (typeof path !== 'string' || typeof savedAt !== 'number') return null;
    const fresh = now >= savedAt && now - savedAt <= returnPathLifetimeMs;
    return fresh && isReturnablePath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  removeWebLocalStorage(webLocalStorageKeys.returnPath);
}
