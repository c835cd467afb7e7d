import { useLoadingStore } from '../../stores/loading-store';
import { lazyComponent } from './lazy-component';
import type { LoadingIndicatorProps } from './loading-indicator';

// The indicator (MUI's backdrop and progress, and the shell's words) loads the first time it is
// shown: public pages start the app without it (docs/decisions/i18n.md#loading).
const indicator = lazyComponent<LoadingIndicatorProps>(() =>
  import('./loading-indicator').then(({ LoadingIndicator }) => LoadingIndicator),
);

/**
 * The full-screen loading indicator, loaded when it first opens and kept from then on (so it can
 * fade out). Until it has loaded, nothing is drawn.
 */
export function LazyLoadingIndicator({ open }: LoadingIndicatorProps) {
  const loaded = indicator.useLoaded(open, open);
  return loaded ? <indicator.Component open={open} /> : null;
}

/**
 * The shell's loading overlay (docs/product/app-shell.md#loading-indicator), shown while any
 * operation keeps the loading store up.
 */
export function LoadingOverlay() {
  const open = useLoadingStore((state) => state.pending > 0);
  return <LazyLoadingIndicator open={open} />;
}
