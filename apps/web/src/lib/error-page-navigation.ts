import { errorPagePath } from './navigation';

/**
 * What the app hands the error page when it opens it (docs/product/public-site.md#error-page). The
 * path alone is a link anyone can write, so the page shows a message only from this state, which
 * only our own navigation can set; a pasted link gets the words the app keeps for its code.
 */
interface ErrorPageState {
  errorPage: { code: string; message: string };
}

export function errorPageNavigation(
  code: string | number,
  message: string,
): { path: string; state: ErrorPageState } {
  return {
    path: errorPagePath(code, message),
    state: { errorPage: { code: String(code), message } },
  };
}

/**
 * The message the app passed for `code`, or null for a link opened without one (pasted, typed,
 * from another site) or a state left for another code.
 */
export function messageFromErrorPageState(state: unknown, code: string): string | null {
  if (typeof state !== 'object' || state === null || !('errorPage' in state)) return null;
  const passed: unknown = state.errorPage;
  if (typeof passed !== 'object' || passed === null) return null;
  if (!('code' in passed) || !('message' in passed)) return null;
  if (passed.code !== code || typeof passed.message !== 'string') return null;
  return passed.message;
}
