import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { User } from '@kinderwait/contract/account';
import type { UpdateUserBody } from '@kinderwait/contract/account';
import { apiPut } from '../../../api/api-requests';

/**
 * PUT /api/users: updates the signed-in user's own profile. Errors stay on the form
 * (`handleErrors: false`) so nothing typed is lost.
 */
export function updateUser(body: UpdateUserBody): Promise<User> {
  return apiPut(accountApiPaths.users, body, User, { handleErrors: false });
}
