import { beforeEach, describe, expect, test } from 'vitest';
import { showLoading, useLoadingStore, withLoading } from './loading-store';

function pending() {
  return useLoadingStore.getState().pending;
}

beforeEach(() => {
  useLoadingStore.setState({ pending: 0 });
});

describe('loading store', () => {
  test('stays up until every operation that showed it has ended', () => {
    const first = showLoading();
    const second = showLoading();
    first();
    expect(pending()).toBe(1);
    // Hiding twice does not take down another operation's indicator.
    first();
    expect(pending()).toBe(1);
    second();
    expect(pending()).toBe(0);
  });

  test('withLoading is up while the work runs and down after it, also when it fails', async () => {
    let seen = -1;
    await withLoading(() => {
      seen = pending();
      return Promise.resolve();
    });
    expect(seen).toBe(1);
    expect(pending()).toBe(0);
    await expect(withLoading(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(pending()).toBe(0);
  });
});
