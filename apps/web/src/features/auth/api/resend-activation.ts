import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { MagicLinkSentResponse } from '@kinderwait/contract/account';
import type { ResendActivationQuery } from '@kinderwait/contract/account';
import { apiPost } from '../../../api/api-requests';

/** POST /account/resendActivation?email=&confirmationUrl= : a new link after a failed one. */
export function resendActivation(query: ResendActivationQuery): Promise<MagicLinkSentResponse> {
  return apiPost(accountApiPaths.resendActivation, undefined, MagicLinkSentResponse, {
    params: query,
    handleErrors: false,
  });
}
