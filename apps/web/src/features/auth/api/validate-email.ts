import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { FieldCheckResponse } from '@kinderwait/contract/account';
import { apiGet } from '../../../api/api-requests';

/** GET /account/validateEmail?email= : the server-side check of an email (SPEC 5). */
export function validateEmail(email: string, signal?: AbortSignal): Promise<FieldCheckResponse> {
  return apiGet(accountApiPaths.validateEmail, FieldCheckResponse, {
    params: { email },
    handleErrors: false,
    signal,
  });
}
