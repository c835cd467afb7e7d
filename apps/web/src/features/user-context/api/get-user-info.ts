import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';

/** GET /account/getUserInfo: the signed-in user and the roles they hold (SPEC 7.1). */
export function getUserInfo(): Promise<User> {
  return apiGet(usersApiPaths.getUserInfo, User);
}
