import { useNotificationStore } from '../../stores/notification-store';
import { lazyComponent } from './lazy-component';
import type { NotificationBarProps } from './notification-bar';

// The bar (MUI's snackbar and alert) loads with the first notification: public pages start the
// app without it (docs/decisions/i18n.md#loading).
const bar = lazyComponent<NotificationBarProps>(() =>
  import('./notification-bar').then(({ NotificationBar }) => NotificationBar),
);

/**
 * The shell's notification bar, loaded when the first notification comes and kept from then on
 * (the bar itself draws nothing while closed). A new notification retries a failed load.
 */
export function LazyNotificationBar() {
  const triggered = useNotificationStore((state) => state.triggered);
  const sequence = useNotificationStore((state) => state.sequence);
  const loaded = bar.useLoaded(triggered, sequence);
  return loaded ? <bar.Component /> : null;
}
