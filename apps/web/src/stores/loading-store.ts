import { create } from 'zustand';

/**
 * The full-screen loading indicator's state (docs/product/app-shell.md#loading-indicator: the shell
 * always offers one), shown by LoadingOverlay. A count, not a flag: two operations under way at
 * once keep it up until both end.
 */
export interface LoadingState {
  pending: number;
}

export const useLoadingStore = create<LoadingState>()(() => ({ pending: 0 }));

/** Shows the indicator; the returned function hides it again (once, however often it is called). */
export function showLoading(): () => void {
  useLoadingStore.setState((state) => ({ pending: state.pending + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useLoadingStore.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
  };
}

/** Runs `work` with the indicator up, taking it down when the work ends, failed or not. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  const hide = showLoading();
  try {
    return await work();
  } finally {
    hide();
  }
}
