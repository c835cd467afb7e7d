import { FieldCheckResponse, registrationApiPaths } from '@kinderwait/contract/registration';
import { apiGet } from '../../../api/api-requests';

/**
 * GET /account/validateUserName?userName= : format and availability of a user name
 * (docs/product/accounts.md#field-checks).
 */
export function validateUserName(
  userName: string,
  signal?: AbortSignal,
): Promise<FieldCheckResponse> {
  return apiGet(registrationApiPaths.validateUserName, FieldCheckResponse, {
    params: { userName },
    handleErrors: false,
    signal,
  });
}
