import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { notificationDefaults } from '@kinderwait/contract/constants';
import { useNotificationStore } from '../../stores/notification-store';

export interface NotificationBarProps {
  /** Milliseconds before hiding when the store gives no timeout. */
  timeout?: number;
}

/**
 * The top notification bar (docs/product/app-shell.md#notification-bar), driven by the notification
 * store. It hides after the store's timeout (the timer pauses while hovered or focused), on its
 * close button, or on Escape.
 */
export function NotificationBar({
  timeout = notificationDefaults.componentTimeoutMs,
}: NotificationBarProps) {
  const triggered = useNotificationStore((state) => state.triggered);
  const message = useNotificationStore((state) => state.message);
  const color = useNotificationStore((state) => state.color);
  const storeTimeout = useNotificationStore((state) => state.timeout);
  const sequence = useNotificationStore((state) => state.sequence);
  const close = useNotificationStore((state) => state.close);

  const hideAfterMs = storeTimeout !== undefined && storeTimeout > 0 ? storeTimeout : timeout;

  function handleClose(_event: unknown, reason?: SnackbarCloseReason) {
    // A click elsewhere on the page must not dismiss a message the user may not have read yet.
    if (reason === 'clickaway') return;
    close();
  }

  return (
    <Snackbar
      // A new key per notification restarts the timer, even when the same message repeats.
      key={sequence}
      open={triggered}
      autoHideDuration={hideAfterMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ zIndex: notificationDefaults.zIndex }}
    >
      <Alert
        severity={color}
        role="status"
        aria-live="polite"
        onClose={close}
        sx={{ width: '100%', boxShadow: 6 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
