import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { FieldCheckResponse } from '@kinderwait/contract/account';
import { apiGet } from '../../../api/api-requests';

/** GET /account/validateUserName?userName= : format and availability of a user name (SPEC 5). */
export function validateUserName(
  userName: string,
  signal?: AbortSignal,
): Promise<FieldCheckResponse> {
  return apiGet(accountApiPaths.validateUserName, FieldCheckResponse, {
    params: { userName },
    handleErrors: false,
    signal,
  });
}
