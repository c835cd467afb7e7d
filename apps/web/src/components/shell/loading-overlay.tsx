import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoadingStore } from '../../stores/loading-store';

/** Accessible name of the loading indicator. */
export const loadingLabel = 'Loading';

export interface LoadingIndicatorProps {
  open: boolean;
}

/**
 * A full-screen loading indicator that blocks the page while open. It sits above dialogs and
 * drawers (modal + 1) so nothing can be clicked meanwhile.
 */
export function LoadingIndicator({ open }: LoadingIndicatorProps) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
      {open && <CircularProgress color="primary" aria-label={loadingLabel} />}
    </Backdrop>
  );
}

/**
 * The shell's loading overlay (docs/product/app-shell.md#loading-indicator), shown while any
 * operation keeps the loading store up.
 */
export function LoadingOverlay() {
  const open = useLoadingStore((state) => state.pending > 0);
  return <LoadingIndicator open={open} />;
}
