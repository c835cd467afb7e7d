import { create } from 'zustand';

/** State of the signed-in navigation (the original app's "appHomeFooter" store). */
export interface NavigationState {
  /** The drawer the Menu tab opens on narrow screens. */
  drawerOpen: boolean;
}

const initialState: NavigationState = { drawerOpen: false };

export const useNavigationStore = create<NavigationState>()(() => initialState);

export function setDrawerOpen(open: boolean): void {
  useNavigationStore.setState({ drawerOpen: open });
}

export function toggleDrawer(): void {
  useNavigationStore.setState((state) => ({ drawerOpen: !state.drawerOpen }));
}

/** Back to the initial state, on sign-out. */
export function resetNavigationState(): void {
  useNavigationStore.setState(initialState, true);
}
