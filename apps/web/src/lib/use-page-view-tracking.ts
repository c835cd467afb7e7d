import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

/** Sends a page view on every route change; the root layout calls it once. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
