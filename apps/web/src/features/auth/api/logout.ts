import { z } from 'zod';
import type { LogoutBody } from '@kinderwait/contract/sign-in';
import { signInApiPaths } from '@kinderwait/contract/sign-in';
import { apiPost } from '../../../api/api-requests';

/** Signing out must not hang on a server that does not answer. */
export const logoutTimeoutMs = 5000;

/**
 * POST /account/logout with the Bearer token: revokes the refresh token's family
 * (docs/product/accounts.md#signing-out).
 */
export async function logout(body: LogoutBody): Promise<void> {
  await apiPost(signInApiPaths.logout, body, z.void(), {
    handleErrors: false,
    signal: AbortSignal.timeout(logoutTimeoutMs),
  });
}
