import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { User } from '@kinderwait/contract/account';
import { apiGet } from '../../../api/api-requests';

/** GET /account/getUserInfo: the signed-in user and the roles they hold (SPEC 7.1). */
export function getUserInfo(): Promise<User> {
  return apiGet(accountApiPaths.getUserInfo, User);
}
