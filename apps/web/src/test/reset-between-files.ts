import { vi } from 'vitest';
import { setMapSettingsForTests } from '../config/map-settings';
import { adoptProfileLanguage } from '../lib/i18n/active-language';
import { queryClient } from '../lib/query-client';
import { useNavigationStore } from '../features/navigation/navigation-store';
import { useUserContextStore } from '../features/user-context/user-context-store';
import { useWizardStore } from '../features/waitlist-wizard/wizard-store';
import { useLoadingStore } from '../stores/loading-store';
import { useNotificationStore } from '../stores/notification-store';
import { setDocumentUrl } from './jsdom-url';

/** Vitest's jsdom starts at this URL (environmentOptions.jsdom.url unset). */
const initialDocumentUrl = 'http://localhost:3000/';

/** A zustand store as `create` makes it. */
interface Store<State> {
  getInitialState: () => State;
  setState: (state: State, replace: true) => void;
}

function resetStore<State>(store: Store<State>): void {
  store.setState(store.getInitialState(), true);
}

/** Expires every cookie of the document. */
export function expireCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name !== undefined && name !== '') {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

/**
 * Puts back what a new worker has: real timers, no stubbed global or env, no map settings, an
 * empty query cache, every zustand store at its initial state, no profile language, and the shared jsdom at its first
 * URL with no storage, cookie or page language. The head and body stay: emotion keeps its style elements in the
 * head for the whole worker, and Testing Library's cleanup has unmounted what a file rendered.
 */
export function resetBetweenFiles(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  setMapSettingsForTests(undefined);
  queryClient.clear();
  resetStore(useLoadingStore);
  resetStore(useNotificationStore);
  resetStore(useNavigationStore);
  resetStore(useUserContextStore);
  // The signed-in user's language, kept beside the user context's store: signed out again.
  adoptProfileLanguage(null);
  resetStore(useWizardStore);
  // A file that runs on Node (`@vitest-environment node`) has no document.
  if (typeof document === 'undefined') return;
  expireCookies();
  setDocumentUrl(initialDocumentUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  // The app sets <html lang> to the active language, French included; a new worker has none.
  document.documentElement.removeAttribute('lang');
}
