import { describe, expect, test } from 'vitest';
import { useLoadingStore } from './loading-store';

describe('loading store (SPEC 3)', () => {
  test('show sets the flag and hide clears it', () => {
    expect(useLoadingStore.getState().triggered).toBe(false);
    useLoadingStore.getState().show();
    expect(useLoadingStore.getState().triggered).toBe(true);
    useLoadingStore.getState().hide();
    expect(useLoadingStore.getState().triggered).toBe(false);
  });
});
