import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notify, useNotificationStore } from '../../stores/notification-store';
import { NotificationBar } from './notification-bar';

beforeEach(() => {
  vi.useFakeTimers();
  useNotificationStore.setState(useNotificationStore.getInitialState(), true);
});

afterEach(() => {
  vi.useRealTimers();
});

function show(options: Parameters<typeof notify>[0]) {
  act(() => {
    notify(options);
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** User events run on real timers; the bar's 4000 ms timeout stays far away meanwhile. */
function realTimeUser() {
  vi.useRealTimers();
  return userEvent.setup();
}

describe('NotificationBar', () => {
  test('shows nothing until notified', () => {
    render(<NotificationBar />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('shows the message in a polite status region', () => {
    render(<NotificationBar />);
    show({ message: 'Child saved' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Child saved');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  test('maps the colour to the alert severity', () => {
    render(<NotificationBar />);
    show({ message: 'Saved' });
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorSuccess');
    show({ message: 'Failed', color: 'error' });
    expect(screen.getByRole('status')).toHaveClass('MuiAlert-colorError');
  });

  test('sits on layer 1000 at the top of the page', () => {
    render(<NotificationBar />);
    show({ message: 'Saved' });
    const bar = screen.getByRole('status').parentElement;
    if (bar === null) throw new Error('The alert has no container');
    expect(getComputedStyle(bar).zIndex).toBe('1000');
    expect(bar.className).toMatch(/anchorOriginTopCenter/);
  });

  test("hides after the store's timeout (4000 ms by default)", () => {
    render(<NotificationBar />);
    show({ message: 'Saved' });
    advance(3999);
    expect(useNotificationStore.getState().triggered).toBe(true);
    advance(1);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('hides after a timeout given with the notification', () => {
    render(<NotificationBar />);
    show({ message: 'Refused', timeout: 5000 });
    advance(4999);
    expect(useNotificationStore.getState().triggered).toBe(true);
    advance(1);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('uses its own 5000 ms default when the store gives no timeout', () => {
    render(<NotificationBar />);
    act(() => {
      useNotificationStore.setState({ triggered: true, message: 'Hello', timeout: undefined });
    });
    advance(4999);
    expect(useNotificationStore.getState().triggered).toBe(true);
    advance(1);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('the timeout prop replaces the component default', () => {
    render(<NotificationBar timeout={1000} />);
    act(() => {
      useNotificationStore.setState({ triggered: true, message: 'Hello', timeout: undefined });
    });
    advance(1000);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('a new notification restarts the timer, even with the same message', () => {
    render(<NotificationBar />);
    show({ message: 'Saved' });
    advance(3000);
    show({ message: 'Saved' });
    advance(3000);
    expect(useNotificationStore.getState().triggered).toBe(true);
    advance(1000);
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('can be dismissed from the keyboard with its close button', async () => {
    const user = realTimeUser();
    render(<NotificationBar />);
    show({ message: 'Saved' });
    await user.tab();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('can be dismissed with Escape', async () => {
    const user = realTimeUser();
    render(<NotificationBar />);
    show({ message: 'Saved' });
    await user.keyboard('{Escape}');
    expect(useNotificationStore.getState().triggered).toBe(false);
  });

  test('a click elsewhere on the page does not dismiss it', async () => {
    const user = realTimeUser();
    render(
      <>
        <button type="button">Elsewhere</button>
        <NotificationBar />
      </>,
    );
    show({ message: 'Saved' });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(useNotificationStore.getState().triggered).toBe(true);
  });
});
