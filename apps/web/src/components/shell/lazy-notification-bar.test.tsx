import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { notify, useNotificationStore } from '../../stores/notification-store';
import { LazyNotificationBar } from './lazy-notification-bar';

beforeEach(() => {
  useNotificationStore.setState(useNotificationStore.getInitialState(), true);
});

describe('LazyNotificationBar', () => {
  test('draws nothing until the first notification', () => {
    // The bar's module loads with the first notification, so the public pages start without it.
    const { container } = render(<LazyNotificationBar />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows the notification once the bar has loaded', async () => {
    render(<LazyNotificationBar />);
    act(() => {
      notify({ message: 'Saved.' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  test('shows a later notification after the first was closed', async () => {
    render(<LazyNotificationBar />);
    act(() => {
      notify({ message: 'Saved.' });
    });
    await screen.findByRole('status');
    act(() => {
      useNotificationStore.getState().close();
    });
    act(() => {
      notify({ message: 'Sent.', color: 'info' });
    });
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
  });
});
