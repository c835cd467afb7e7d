import { signOut } from '../../../features/auth/sign-out';
import { resetNavigationState } from '../../../features/navigation/navigation-store';
import { resetUserContext } from '../../../features/user-context/user-context-store';
import { queryClient } from '../../../lib/query-client';

/**
 * Clears the signed-in state besides the token (docs/product/accounts.md#signing-out; the original
 * app's baseAuth and appHomeFooter stores): the active role with its stored keys, the tab bar's
 * state, and every server answer in the query cache (the user, their roles' permissions, their
 * subscriptions).
 */
export function clearSignedInState(): void {
  queryClient.clear();
  resetUserContext();
  resetNavigationState();
}

/** Signs out and clears every signed-in state, then goes to `redirectTo` or the sign-in screen. */
export function signOutEverywhere(redirectTo?: string): Promise<void> {
  return signOut({ redirectTo, clearState: [clearSignedInState] });
}
