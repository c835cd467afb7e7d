import { Suspense } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useMessages } from '../../lib/i18n/use-messages';
import { shellCatalogue } from './shell-messages';

function LabelledProgress() {
  const { t } = useMessages(shellCatalogue);
  return <CircularProgress color="primary" aria-label={t('loading')} />;
}

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
      {/* The words load only once it first opens (the signed-in shell loads them up front), so a
          page that never shows it, such as a prerendered one, never waits for them. */}
      {open && (
        <Suspense fallback={<CircularProgress color="primary" />}>
          <LabelledProgress />
        </Suspense>
      )}
    </Backdrop>
  );
}
