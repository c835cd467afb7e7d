import { create } from 'zustand';
import { notificationDefaults } from '@kinderwait/contract/constants';

/** Colours of the top notification bar; each maps to the MUI Alert severity of the same name. */
export type NotificationColor = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  message: string;
  /**
   * Default 'success' (refusals and notices show in green:
   * docs/product/app-shell.md#notification-bar).
   */
  color?: NotificationColor;
  /** Milliseconds before the bar hides; default `notificationDefaults.storeTimeoutMs` (4000). */
  timeout?: number;
}

export interface NotificationState {
  triggered: boolean;
  message: string;
  color: NotificationColor;
  /** Undefined (or not positive) lets the bar use its own default timeout. */
  timeout: number | undefined;
  /** Increases on every notify, so the bar restarts its timer even for a repeated message. */
  sequence: number;
  notify: (options: NotifyOptions) => void;
  close: () => void;
}

/**
 * The global notification (docs/product/app-shell.md#notification-bar: triggered, message, color,
 * timeout), shown by NotificationBar.
 */
export const useNotificationStore = create<NotificationState>()((set) => ({
  triggered: false,
  message: '',
  color: 'success',
  timeout: undefined,
  sequence: 0,
  notify: ({ message, color = 'success', timeout = notificationDefaults.storeTimeoutMs }) => {
    set((state) => ({ triggered: true, message, color, timeout, sequence: state.sequence + 1 }));
  },
  close: () => {
    set({ triggered: false });
  },
}));

/** For code outside React (HTTP client, guards): shows a notification. */
export function notify(options: NotifyOptions): void {
  useNotificationStore.getState().notify(options);
}
