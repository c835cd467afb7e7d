import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/shell/loading-overlay';
import { LazyNotificationBar } from '../../components/shell/lazy-notification-bar';
import { usePageViewTracking } from '../../lib/use-page-view-tracking';
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

export { RootLayout as Component };
