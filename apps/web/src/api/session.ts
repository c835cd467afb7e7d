import { authLoginPath } from '@kinderwait/contract/web-paths';
import { removeToken } from '../lib/storage';
import { navigateTo, reloadPage } from '../lib/navigation';

let ending: Promise<void> | undefined;

/**
 * Ends a lost session (SPEC 4 and 8): removes the token, goes to the sign-in screen and reloads the
 * page so no state of the old session survives. Calls made while one is under way share it, so
 * ten requests failing together reload once.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    removeToken();
    try {
      await navigateTo(authLoginPath);
    } finally {
      reloadPage();
    }
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}
