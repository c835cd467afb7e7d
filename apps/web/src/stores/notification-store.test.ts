import { beforeEach, describe, expect, test } from 'vitest';
import { notify, useNotificationStore } from './notification-store';

beforeEach(() => {
  useNotificationStore.setState(useNotificationStore.getInitialState(), true);
});

describe('notification store', () => {
  test('starts hidden', () => {
    expect(useNotificationStore.getState()).toMatchObject({ triggered: false, message: '' });
  });

  test('notify shows a message, green and for 4000 ms unless told otherwise', () => {
    useNotificationStore.getState().notify({ message: 'Saved' });
    expect(useNotificationStore.getState()).toMatchObject({
      triggered: true,
      message: 'Saved',
      color: 'success',
      timeout: 4000,
    });
  });

  test('notify takes a colour and a timeout', () => {
    notify({ message: 'Could not save', color: 'error', timeout: 5000 });
    expect(useNotificationStore.getState()).toMatchObject({
      triggered: true,
      message: 'Could not save',
      color: 'error',
      timeout: 5000,
    });
  });

  test('close hides the notification', () => {
    notify({ message: 'Saved' });
    useNotificationStore.getState().close();
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('each notify counts as a new notification, even with the same message', () => {
    notify({ message: 'Saved' });
    const first = useNotificationStore.getState().sequence;
    notify({ message: 'Saved' });
    expect(useNotificationStore.getState().sequence).toBe(first + 1);
  });
});
