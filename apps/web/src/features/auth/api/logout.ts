import { z } from 'zod';
import { accountApiPaths } from '@kinderwait/contract/account-api-paths';
import type { LogoutBody } from '@kinderwait/contract/account';
import { apiPost } from '../../../api/api-requests';

/** Signing out must not hang on a server that does not answer. */
export const logoutTimeoutMs = 5000;

/** POST /account/logout with the Bearer token: revokes the refresh token's family (SPEC 7.1). */
export async function logout(body: LogoutBody): Promise<void> {
  await apiPost(accountApiPaths.logout, body, z.void(), {
    handleErrors: false,
    signal: AbortSignal.timeout(logoutTimeoutMs),
  });
}
