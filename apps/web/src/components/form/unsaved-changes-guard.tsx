import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useCallback, useEffect } from 'react';
import type { BlockerFunction } from 'react-router';
import { useBlocker } from 'react-router';
import { readToken } from '../../lib/storage';
import { ResponsiveDialog } from '../dialog/responsive-dialog';
import { useMessages } from '../../lib/i18n/use-messages';
import { unsavedChangesCatalogue } from './unsaved-changes-messages';

/**
 * Asks before unsaved changes are left behind (docs/product/app-shell.md#unsaved-changes): going
 * to another screen of the app opens a dialog (Stay, or Leave without saving); closing or
 * reloading the tab asks the browser's own question. Moving within the same screen (its query
 * string) is not leaving, and neither is a session that ended (signed out, or lost: the token
 * is gone by then), which must reach the sign-in screen.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && readToken() !== null,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (readToken() === null) return;
      // The browser shows its own words; preventDefault is what asks for them.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  // The words' chunk loads on first use, while the dialog is still closed.
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}

function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useMessages(unsavedChangesCatalogue);
  return (
    <ResponsiveDialog
      open={open}
      onClose={onStay}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="unsaved-changes-title">{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{t('text')}</DialogContentText>
      </DialogContent>
      {/* French labels are long: on a phone the buttons go one above the other. */}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onStay} autoFocus>
          {t('stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('leave')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
