import { lazy, Suspense, useState } from 'react';
import { useLoadingStore } from '../../stores/loading-store';
import type { LoadingIndicatorProps } from './loading-indicator';

// The indicator (MUI's backdrop and progress, and the shell's words) loads the first time it is
// shown: public pages start the app without it (docs/decisions/i18n.md#loading).
const Indicator = lazy(() =>
  import('./loading-indicator').then(({ LoadingIndicator }) => ({ default: LoadingIndicator })),
);

/**
 * The full-screen loading indicator, loaded when it first opens and kept from then on (so it can
 * fade out). Until it has loaded, nothing is drawn.
 */
export function LazyLoadingIndicator({ open }: LoadingIndicatorProps) {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Indicator open={open} />
    </Suspense>
  );
}

/**
 * The shell's loading overlay (docs/product/app-shell.md#loading-indicator), shown while any
 * operation keeps the loading store up.
 */
export function LoadingOverlay() {
  const open = useLoadingStore((state) => state.pending > 0);
  return <LazyLoadingIndicator open={open} />;
}
