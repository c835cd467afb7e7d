import { authLoginPath } from '@kinderwait/contract/web-paths';
import { navigateTo, reloadPage } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { removeToken } from '../lib/storage';

let ending: Promise<void> | undefined;

/**
 * Ends a lost session (docs/product/errors.md#lost-session): removes the token, goes to the sign-in
 * screen, empties the query cache and reloads the page, so no state of the old session survives
 * (the cache is emptied first in case the reload is slow or blocked). Calls made while one is under
 * way share it, so ten requests failing together reload once.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    removeToken();
    try {
      await navigateTo(authLoginPath);
    } finally {
      // After leaving: a signed-in screen still shown would ask again for what it lost.
      queryClient.clear();
      reloadPage();
    }
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}
