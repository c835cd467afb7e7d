import { useSyncExternalStore } from 'react';
import { readToken } from '../../../lib/storage';

function subscribe(onChange: () => void): () => void {
  // Another tab signing in or out changes the stored token.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether this browser holds a session (a stored token), for the public pages' header. A
 * prerendered page is drawn without one (the server has no storage), then the browser's answer
 * replaces it after hydration, so the markup never mismatches.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => false,
  );
}
