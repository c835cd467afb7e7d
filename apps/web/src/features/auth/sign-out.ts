import { storageKeys } from '@kinderwait/contract/constants';
import { paths } from '../../config/paths';
import { navigateTo } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { readToken, removeStorage, removeToken } from '../../lib/storage';
import { withLoading } from '../../stores/loading-store';
import { logout } from './api/logout';

export interface SignOutOptions {
  /** Where to go afterwards; by default /entry/login, which lands on the sign-in screen. */
  redirectTo?: string;
  /** Resets of the rest of the signed-in state (the user context, the tab bar's state). */
  clearState?: readonly (() => void)[];
}

/**
 * Signs out (docs/product/accounts.md#signing-out): POST /account/logout revokes the refresh
 * token's family, then the token is removed, the app navigates on and every other signed-in state
 * is cleared, the query cache included. The full-screen loading indicator shows meanwhile (the
 * logout call may take a few seconds). A failed logout call is logged and otherwise ignored
 * (docs/product/errors.md#other-failures): the browser forgets the session either way.
 */
export function signOut({
  redirectTo = paths.entryLogin.getHref(),
  clearState = [],
}: SignOutOptions = {}): Promise<void> {
  return withLoading(async () => {
    const token = readToken();
    if (token !== null) {
      try {
        await logout({ refreshToken: token.refreshToken });
      } catch (error) {
        console.warn('Logout failed', error);
      }
    }
    removeToken();
    // The waitlist wizard's answers describe this family's child: not for the next person here.
    removeStorage(storageKeys.waitlistData);
    try {
      await navigateTo(redirectTo);
    } finally {
      // After leaving: a signed-in page still shown would react to the cleared state by loading
      // it again.
      queryClient.clear();
      for (const clear of clearState) clear();
    }
  });
}
