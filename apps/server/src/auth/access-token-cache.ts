import { decodeJwt } from 'jose';
import type { AccessTokens, VerifiedAccessToken } from './access-tokens.ts';
import type { Clock } from '../clock.ts';
import { createTtlCache } from '../ttl-cache.ts';

/**
 * How long a verified access token is remembered at most (and never past its own expiry), so a
 * check added to `AccessTokens.verify` later applies to every token within this time.
 */
export const accessTokenCacheTtlMs = 30_000;

export interface AccessTokenCacheOptions {
  accessTokens: AccessTokens;
  clock: Clock;
  ttlMs?: number;
  maxTokens?: number;
}

/**
 * `verify` of the signed-in hook with a memory of tokens found valid. Verifying an HS256 token
 * goes through WebCrypto, an asynchronous job on libuv's thread pool that cost about a fifth of
 * a signed-in request's CPU in the issue 8 profile. Remembering the answer weakens nothing: a
 * token string verified with the process' secret verifies again, and only time changes the
 * answer, which is checked on every call: once the token's `exp` is reached it goes back to
 * `accessTokens.verify`, which refuses it as expired. Refresh tokens never come here.
 */
export function createAccessTokenCache({
  accessTokens,
  clock,
  ttlMs = accessTokenCacheTtlMs,
  maxTokens = 10_000,
}: AccessTokenCacheOptions): Pick<AccessTokens, 'verify'> {
  const cache = createTtlCache<string, VerifiedAccessToken>({
    clock,
    ttlMs,
    maxEntries: maxTokens,
  });
  return {
    verify: async (token) => {
      const cached = cache.get(token);
      if (cached !== undefined) return cached;
      const verified = await accessTokens.verify(token);
      if (verified.status === 'valid') {
        // Genuine (just verified), so its payload can be read without checking it again.
        const { exp } = decodeJwt(token);
        if (exp !== undefined) cache.set(token, verified, exp * 1000);
      }
      return verified;
    },
  };
}
