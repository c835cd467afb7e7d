import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/shell/loading-overlay';
import { LazyNotificationBar } from '../../components/shell/lazy-notification-bar';
import { routeWords } from '../../lib/i18n/route-catalogues';
import { usePageViewTracking } from '../../lib/use-page-view-tracking';
import { componentTextsContent } from '../../theme/component-texts';
import { HistoryTrailContext, useHistoryTrailRecorder } from '../history-trail';

/**
 * The shell around every page (docs/product/app-shell.md#theme-and-layout): notification bar,
 * loading overlay, page-view tracking, scroll restoration (a new page starts at the top; back
 * and forward return to where you were), and the history trail the route guard reads to know
 * where back leads.
 */
function RootLayout() {
  usePageViewTracking();
  const trail = useHistoryTrailRecorder();
  return (
    <HistoryTrailContext value={trail}>
      <LazyNotificationBar />
      <LoadingOverlay />
      <ScrollRestoration />
      <Outlet />
    </HistoryTrailContext>
  );
}

/** MUI's own words in the page's language, loaded with every page's words before it draws. */
export const handle = routeWords([], [componentTextsContent]);

export { RootLayout as Component };
