import type { MagicLinkBody } from '@kinderwait/contract/sign-in';
import { MagicLinkSentResponse, signInApiPaths } from '@kinderwait/contract/sign-in';
import { apiPost } from '../../../api/api-requests';

/**
 * POST /api/account/magic-links: emails a sign-in link
 * (docs/product/accounts.md#sign-in-by-emailed-link). The answer is the same whether or not the
 * email has an account. Errors stay on the form (`handleErrors: false`).
 */
export function requestMagicLink(body: MagicLinkBody): Promise<MagicLinkSentResponse> {
  return apiPost(signInApiPaths.magicLinks, body, MagicLinkSentResponse, { handleErrors: false });
}
