import { create } from 'zustand';

export interface LoadingState {
  triggered: boolean;
  show: () => void;
  hide: () => void;
}

/** The full-screen loading indicator's flag (SPEC 3), shown by LoadingOverlay. */
export const useLoadingStore = create<LoadingState>()((set) => ({
  triggered: false,
  show: () => {
    set({ triggered: true });
  },
  hide: () => {
    set({ triggered: false });
  },
}));
