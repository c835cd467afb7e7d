import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import { User } from '@kinderwait/contract/account';
import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { apiGet } from '../../../api/api-requests';

/** GET /api/users/{userId} (SPEC 7.1). */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return apiGet(buildUrl(accountApiPaths.user, { userId }), User, { signal });
}
