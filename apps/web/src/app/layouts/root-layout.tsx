import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingOverlay } from '../../components/shell/loading-overlay';
import { NotificationBar } from '../../components/shell/notification-bar';
import { usePageViewTracking } from '../../lib/analytics';

/**
 * The shell around every page (docs/product/app-shell.md#theme-and-layout): notification bar,
 * loading overlay, page-view tracking, and scroll restoration (a new page starts at the top; back
 * and forward return to where you were).
 */
function RootLayout() {
  usePageViewTracking();
  return (
    <>
      <NotificationBar />
      <LoadingOverlay />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export { RootLayout as Component };
