import type { PolicyId } from '@kinderwait/contract/policies';

/**
 * Starts loading a policy's text when a visitor shows they are about to open it (pointer over or
 * focus on its link), so its page opens with the text instead of a spinner. The code that loads
 * it arrives only then too, keeping it off pages whose visitors never open a policy (the landing
 * page's budget forbids it).
 */
export function prefetchPolicyOnIntent(id: PolicyId): void {
  import('../api/get-policy')
    .then(({ prefetchPolicy }) => prefetchPolicy(id))
    .catch(() => undefined);
}
