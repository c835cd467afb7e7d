import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessTokens, VerifiedAccessToken } from './access-tokens.ts';
import { appClockTtl, forgetIfClockWentBack, lruTtl } from '../cache-clock.ts';
import type { Clock } from '../clock.ts';

/**
 * How long a verified access token is remembered at most (and never past its own expiry), so a
 * check added to `AccessTokens.verify` later applies to every token within this time.
 */
export const accessTokenCacheTtlMs = 30_000;

export interface AccessTokenCacheOptions {
  accessTokens: Pick<AccessTokens, 'verify'>;
  clock: Clock;
  ttlMs?: number;
  maxTokens?: number;
}

interface Verification {
  verified: VerifiedAccessToken;
  /** The token's expiry (epoch ms) when it was valid; 0 for an answer not to keep. */
  validUntilMs: number;
}

/**
 * `verify` of the signed-in hook with a memory of tokens found valid. Verifying an HS256 token goes
 * through WebCrypto, an asynchronous job on libuv's thread pool that cost about a fifth of a
 * signed-in request's CPU when profiled under `npm run bench:api`; the requests a page sends
 * together share one verification. Remembering the answer weakens nothing: a token string verified
 * with the process' secret verifies again, and only time changes the answer, which is checked on
 * every call: once the token's `exp` is reached it goes back to `accessTokens.verify`, which
 * refuses it as expired. Refresh tokens never come here.
 */
export function createAccessTokenCache({
  accessTokens,
  clock,
  ttlMs = accessTokenCacheTtlMs,
  maxTokens = 10_000,
}: AccessTokenCacheOptions): Pick<AccessTokens, 'verify'> {
  const cache = new LRUCache<string, Verification>({
    max: maxTokens,
    ...appClockTtl(clock, ttlMs),
    fetchMethod: async (token, _stale, { options }) => {
      const verified = await accessTokens.verify(token);
      if (verified.status !== 'valid') return { verified, validUntilMs: 0 };
      // Genuine (just verified), so its payload can be read without checking it again.
      const { exp } = decodeJwt(token);
      const validUntilMs = exp === undefined ? 0 : exp * 1000;
      options.ttl = lruTtl(Math.min(ttlMs, validUntilMs - clock().getTime()));
      return { verified, validUntilMs };
    },
  });

  return {
    verify: async (token) => {
      forgetIfClockWentBack(cache, token);
      const answer = await cache.fetch(token);
      if (answer === undefined) return accessTokens.verify(token);
      if (clock().getTime() < answer.validUntilMs) return answer.verified;
      // Only valid tokens are kept (a refused one is not worth the room); the callers that
      // shared this verification all get its answer, and the first one here drops it.
      if (cache.peek(token) === answer) cache.delete(token);
      // A remembered token whose expiry has come is verified again (and refused as expired).
      return answer.verified.status === 'valid' ? accessTokens.verify(token) : answer.verified;
    },
  };
}
