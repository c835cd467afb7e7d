import type { ResendActivationQuery } from '@kinderwait/contract/sign-in';
import { MagicLinkSentResponse, signInApiPaths } from '@kinderwait/contract/sign-in';
import { apiPost } from '../../../api/api-requests';

/** POST /account/resendActivation?email=&confirmationUrl= : a new link after a failed one. */
export function resendActivation(query: ResendActivationQuery): Promise<MagicLinkSentResponse> {
  return apiPost(signInApiPaths.resendActivation, undefined, MagicLinkSentResponse, {
    params: query,
    handleErrors: false,
  });
}
