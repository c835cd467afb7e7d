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

function expireCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (name !== undefined && name !== '') {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

/**
 * Puts the shared jsdom and the app's stores back as a new worker has them: the document at its
 * first URL, no storage or cookie, every zustand store at its initial state. Nothing to do in a
 * file that runs on Node (`@vitest-environment node`).
 */
export function resetTestDocument(): void {
  if (typeof document === 'undefined') return;
  expireCookies();
  setDocumentUrl(initialDocumentUrl);
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The head and body stay: emotion keeps its style elements in the head for the whole worker,
  // and Testing Library's cleanup has unmounted what a file rendered in the body.
  document.title = '';
  resetStore(useLoadingStore);
  resetStore(useNotificationStore);
  resetStore(useNavigationStore);
  resetStore(useUserContextStore);
  resetStore(useWizardStore);
}
