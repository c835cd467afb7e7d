import { lazy, Suspense } from 'react';
import { useNotificationStore } from '../../stores/notification-store';

// The bar (MUI's snackbar and alert) loads with the first notification: public pages start the
// app without it (docs/decisions/i18n.md#loading).
const Bar = lazy(() =>
  import('./notification-bar').then(({ NotificationBar }) => ({ default: NotificationBar })),
);

/**
 * The shell's notification bar, loaded when the first notification comes and kept from then on.
 * Nothing is drawn until then (the bar itself draws nothing while closed).
 */
export function LazyNotificationBar() {
  const notified = useNotificationStore((state) => state.triggered || state.sequence > 0);
  if (!notified) return null;
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
