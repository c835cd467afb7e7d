import { FieldCheckResponse, registrationApiPaths } from '@kinderwait/contract/registration';
import { apiGet } from '../../../api/api-requests';

/**
 * GET /account/validateEmail?email= : the server-side check of an email
 * (docs/product/accounts.md#field-checks).
 */
export function validateEmail(email: string, signal?: AbortSignal): Promise<FieldCheckResponse> {
  return apiGet(registrationApiPaths.validateEmail, FieldCheckResponse, {
    params: { email },
    handleErrors: false,
    signal,
  });
}
