import { signOut } from '../../../features/auth/sign-out';
import { resetNavigationState } from '../../../features/navigation/navigation-store';
import { resetUserContext } from '../../../features/user-context/user-context-store';

/**
 * Clears the signed-in state besides the token (SPEC 4: the baseAuth and appHomeFooter stores):
 * the user context with its stored role, and the tab bar's state.
 */
export function clearSignedInState(): void {
  resetUserContext();
  resetNavigationState();
}

/** Signs out and clears every signed-in state, then goes to `redirectTo` or the sign-in screen. */
export function signOutEverywhere(redirectTo?: string): Promise<void> {
  return signOut({ redirectTo, clearState: [clearSignedInState] });
}
