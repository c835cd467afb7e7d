import type { RefreshTokenResponse } from '@kinderwait/contract';
import {
  commonErrorCodes,
  signInApiPaths,
  signInErrorCodes,
  usersApiPaths,
} from '@kinderwait/contract';
import { expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { TestUser } from '../test/accounts.ts';
import { bearerHeaders, post, signUp } from '../test/accounts.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase } from '../test/test-app.ts';
import { accessTokenCacheTtlMs } from './access-token-cache.ts';

const time = createTestClock();
const accessTokenTtlSeconds = 120;

const getUserInfo = (app: App, accessToken: string) =>
  app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: bearerHeaders(accessToken),
  });

// The signed-in hook remembers access tokens it found valid (issue 8); these prove that it
// remembers nothing a check depends on.
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
