import './zod-config';
import { hydrateOnIntent, startsAtOnce } from './app/hydrate-on-intent';
import { mountApp } from './app/mount-app';
import { trackPageView } from './lib/analytics';
import { readToken } from './lib/storage';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A visitor on a prerendered public page gets the app when they reach for it; someone signed in
// gets it at once, since the header shows their session only once the app runs, and so does a
// page that reads the server.
if (container.firstElementChild && readToken() === null && !startsAtOnce(container)) {
  trackPageView(window.location.pathname);
  hydrateOnIntent(window, () => mountApp(container));
} else {
  void mountApp(container);
}
