import type { RefreshTokenResponse } from '@kinderwait/contract';
import {
  commonErrorCodes,
  signInApiPaths,
  signInErrorCodes,
  usersApiPaths,
} from '@kinderwait/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import type { TestUser } from '../test/accounts.ts';
import { bearerHeaders, post, signUp } from '../test/accounts.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase } from '../test/test-app.ts';
import { accessTokenCacheTtlMs, createAccessTokenCache } from './access-token-cache.ts';
import type { VerifiedAccessToken } from './access-tokens.ts';

const time = createTestClock();
const accessTokenTtlSeconds = 120;

const getUserInfo = (app: App, accessToken: string) =>
  app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: bearerHeaders(accessToken),
  });

// The signed-in hook remembers access tokens it found valid (docs/decisions/performance.md#server);
// these prove that it remembers nothing a check depends on.
forEachDatabase(
  (t) => {
    let user: TestUser;

    it('refuses an access token as expired the moment it expires, though it was just accepted', async () => {
      user = await signUp(t.app());
      expect(accessTokenCacheTtlMs).toBeGreaterThan(1000);
      time.advance(accessTokenTtlSeconds * 1000 - 1000);
      expect((await getUserInfo(t.app(), user.token.accessToken)).statusCode).toBe(200);

      time.advance(1000);

      const response = await getUserInfo(t.app(), user.token.accessToken);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: commonErrorCodes.accessTokenExpired });
    });

    it('fails a revoked refresh-token family at once, while its access token is remembered', async () => {
      user = await signUp(t.app());
      const accessToken = user.token.accessToken;
      expect((await getUserInfo(t.app(), accessToken)).statusCode).toBe(200);
      const loggedOut = await post(
        t.app(),
        signInApiPaths.logout,
        { refreshToken: user.token.refreshToken },
        bearerHeaders(accessToken),
      );
      expect(loggedOut.statusCode).toBe(204);

      const refreshed = await post(t.app(), signInApiPaths.refreshToken, {
        refreshToken: user.token.refreshToken,
      });

      expect(refreshed.statusCode).toBe(401);
      expect(refreshed.json()).toMatchObject({ code: signInErrorCodes.invalidRefreshToken });
    });

    it('revokes a family at once when a used refresh token comes back', async () => {
      user = await signUp(t.app());
      const first = await post(t.app(), signInApiPaths.refreshToken, {
        refreshToken: user.token.refreshToken,
      });
      const rotated = first.json<RefreshTokenResponse>().token;
      expect((await getUserInfo(t.app(), rotated.accessToken)).statusCode).toBe(200);

      const reused = await post(t.app(), signInApiPaths.refreshToken, {
        refreshToken: user.token.refreshToken,
      });
      const next = await post(t.app(), signInApiPaths.refreshToken, {
        refreshToken: rotated.refreshToken,
      });

      expect(reused.statusCode).toBe(401);
      expect(next.statusCode).toBe(401);
    });
  },
  { clock: time.clock, env: { ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds) } },
);

/** An unsigned token with only an expiry: the fake verifier below stands for the signature. */
const tokenExpiringAt = (expSeconds: number): string =>
  ['e30', Buffer.from(JSON.stringify({ exp: expSeconds })).toString('base64url'), 'sig'].join('.');

/**
 * The cache over a verifier that counts its calls, refuses the token 'refused' and, as jose
 * does, a token whose `exp` (in seconds) is not after the clock's second.
 */
function countingCache(maxTokens?: number) {
  const cacheTime = createTestClock(new Date('2026-11-25T12:00:00.000Z'));
  const nowSeconds = () => Math.floor(cacheTime.clock().getTime() / 1000);
  const verified: string[] = [];
  const claims = {
    id: '3f1c1a9e-0000-4000-8000-000000000001',
    email: 'a@example.com',
    children: 0,
  };
  const cache = createAccessTokenCache({
    clock: cacheTime.clock,
    ttlMs: 1000,
    ...(maxTokens === undefined ? {} : { maxTokens }),
    accessTokens: {
      verify: (token) => {
        verified.push(token);
        let answer: VerifiedAccessToken = { status: 'invalid' };
        if (token !== 'refused') {
          const { exp = 0 } = decodeJwt(token);
          answer = exp > nowSeconds() ? { status: 'valid', claims } : { status: 'expired', claims };
        }
        return Promise.resolve(answer);
      },
    },
  });
  return { cacheTime, verified, cache, nowSeconds };
}

describe('createAccessTokenCache', () => {
  it('verifies a token once for the requests that bring it at the same time', async () => {
    const { cache, verified, nowSeconds } = countingCache();
    const token = tokenExpiringAt(nowSeconds() + 60);
    const answers = await Promise.all([cache.verify(token), cache.verify(token)]);
    expect(answers.map((answer) => answer.status)).toEqual(['valid', 'valid']);
    expect(verified).toEqual([token]);
  });

  it('remembers a valid token for the TTL by the app clock, then verifies it again', async () => {
    const { cache, verified, nowSeconds, cacheTime } = countingCache();
    const token = tokenExpiringAt(nowSeconds() + 60);
    await cache.verify(token);
    cacheTime.advance(999);
    await cache.verify(token);
    expect(verified).toHaveLength(1);
    cacheTime.advance(1);
    await cache.verify(token);
    expect(verified).toHaveLength(2);
  });

  it('verifies a remembered token again from the moment it expires', async () => {
    const { cache, verified, nowSeconds, cacheTime } = countingCache();
    // The test clock stands on a whole second: the token expires 500 ms from now.
    cacheTime.advance(500);
    const token = tokenExpiringAt(nowSeconds() + 1);
    await cache.verify(token);
    cacheTime.advance(499);
    await cache.verify(token);
    expect(verified).toHaveLength(1);
    cacheTime.advance(1);
    expect((await cache.verify(token)).status).toBe('expired');
    expect(verified).toHaveLength(2);
  });

  it('refuses a token verified in its last millisecond once that millisecond has passed', async () => {
    const { cache, nowSeconds, cacheTime } = countingCache();
    cacheTime.advance(999);
    const token = tokenExpiringAt(nowSeconds() + 1);
    expect((await cache.verify(token)).status).toBe('valid');
    cacheTime.advance(1);
    expect((await cache.verify(token)).status).toBe('expired');
  });

  it('keeps no refused token: each request with it is verified', async () => {
    const { cache, verified } = countingCache();
    expect((await cache.verify('refused')).status).toBe('invalid');
    expect((await cache.verify('refused')).status).toBe('invalid');
    expect(verified).toEqual(['refused', 'refused']);
  });

  it('makes room by dropping the least recently used token when full', async () => {
    const { cache, verified, nowSeconds } = countingCache(2);
    const [a, b, c] = [61, 62, 63].map((seconds) => tokenExpiringAt(nowSeconds() + seconds));
    for (const token of [a, b, a, c, a, c, b]) if (token !== undefined) await cache.verify(token);
    expect(verified).toEqual([a, b, c, b]);
  });
});
