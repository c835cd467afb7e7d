import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useLoadingStore } from '../../stores/loading-store';
import { LoadingOverlay } from './loading-overlay';

beforeEach(() => {
  useLoadingStore.setState({ triggered: false });
});

describe('LoadingOverlay (SPEC 3)', () => {
  test('shows no indicator while the flag is off', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('shows a full-screen indicator labelled "Loading" while the flag is on', () => {
    render(<LoadingOverlay />);
    act(() => {
      useLoadingStore.getState().show();
    });
    const indicator = screen.getByRole('progressbar', { name: 'Loading' });
    expect(indicator).toBeVisible();
    const backdrop = indicator.parentElement;
    if (backdrop === null) throw new Error('The indicator has no backdrop');
    expect(getComputedStyle(backdrop).position).toBe('fixed');
    expect(getComputedStyle(backdrop).inset).toBe('0px');
  });

  test('the indicator goes away when the flag is cleared', () => {
    render(<LoadingOverlay />);
    act(() => {
      useLoadingStore.getState().show();
    });
    act(() => {
      useLoadingStore.getState().hide();
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
