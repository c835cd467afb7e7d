import type { UpdateUserBody } from '@kinderwait/contract/users';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiPut } from '../../../api/api-requests';

/**
 * PUT /api/users: updates the signed-in user's own profile. Errors stay on the form
 * (`handleErrors: false`) so nothing typed is lost.
 */
export function updateUser(body: UpdateUserBody): Promise<User> {
  return apiPut(usersApiPaths.users, body, User, { handleErrors: false });
}
