import { preloadAppModules } from './app/app-modules';
import { hydrateOnIntent, startsAtOnce } from './app/hydrate-on-intent';
import { trackPageView } from './lib/analytics';
import { readToken } from './lib/storage';

// The page's first script, kept small: the app (React, the router, the styles, the page's route
// modules) is a separate load that starts only when it is needed (docs/decisions/performance.md).
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;

function startApp(): Promise<unknown> {
  // Every module the page needs, fetched side by side rather than one import after another.
  preloadAppModules(document);
  return import('./app/start-app').then(({ mountApp }) => mountApp(root));
}

// A visitor on a prerendered public page gets the app when they reach for it; someone signed in
// gets it at once, since the header shows their session only once the app runs, and so does a
// page that reads the server.
if (root.firstElementChild && readToken() === null && !startsAtOnce(root)) {
  trackPageView(window.location.pathname);
  hydrateOnIntent(window, startApp);
} else {
  void startApp();
}
