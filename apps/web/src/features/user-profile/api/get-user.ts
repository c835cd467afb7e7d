import { buildUrl } from '@kinderwait/contract/rules/url-builder';
import { User, usersApiPaths } from '@kinderwait/contract/users';
import { apiGet } from '../../../api/api-requests';

/** GET /api/users/{userId} (SPEC 7.1). */
export function getUser(userId: string, signal?: AbortSignal): Promise<User> {
  return apiGet(buildUrl(usersApiPaths.user, { userId }), User, { signal });
}
