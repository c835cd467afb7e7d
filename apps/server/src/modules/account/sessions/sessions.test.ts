import { createHash } from 'node:crypto';
import type { RefreshTokenResponse, Token } from '@kinderwait/contract';
import {
  commonErrorCodes,
  signInApiPaths,
  signInErrorCodes,
  signInMessages,
} from '@kinderwait/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { App } from '../../../app/build-app.ts';
import { dayMs, minuteMs } from '../../../clock.ts';
import type { TestUser } from '../../../test/accounts.ts';
import {
  bearerHeaders,
  confirmationUrl,
  getUserInfoWith,
  latestLinkFor,
  post,
  requestLink,
  signUp,
  validateLink,
} from '../../../test/accounts.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';
import { refreshTokenFamilies } from '../account.tables.ts';

const time = createTestClock();

const refresh = (app: App, body?: object) => post(app, signInApiPaths.refreshToken, body);

async function rotate(app: App, token: Token): Promise<Token> {
  const response = await refresh(app, token);
  if (response.statusCode !== 200) throw new Error(`refresh failed: ${response.body}`);
  return response.json<RefreshTokenResponse>().token;
}

const logout = (app: App, _user: TestUser, accessToken: string, body?: object) =>
  post(app, signInApiPaths.logout, body, bearerHeaders(accessToken));

const invalidRefresh = {
  message: signInMessages.invalidRefreshToken,
  code: signInErrorCodes.invalidRefreshToken,
};

forEachDatabase(
  (t) => {
    describe('POST /api/account/tokens/refresh', () => {
      it('returns a new access and refresh token; the new access token works', async () => {
        const user = await signUp(t.app());
        time.advance(14 * minuteMs);

        const response = await refresh(t.app(), user.token);

        expect(response.statusCode).toBe(200);
        const { token } = response.json<RefreshTokenResponse>();
        expect(token.refreshToken).not.toBe(user.token.refreshToken);
        expect(token.accessToken).not.toBe(user.token.accessToken);
        expect(decodeJwt(token.accessToken)).toMatchObject({ id: user.id, email: user.email });
        time.advance(10 * minuteMs);
        expect((await getUserInfoWith(t.app(), token.accessToken)).statusCode).toBe(200);
      });

      it('accepts an expired access token of the same user alongside the refresh token', async () => {
        const user = await signUp(t.app());
        time.advance(60 * minuteMs);
        expect((await refresh(t.app(), user.token)).statusCode).toBe(200);
      });

      it('detects reuse: a used refresh token presented again revokes the whole family', async () => {
        const user = await signUp(t.app());
        const rotated = await rotate(t.app(), user.token);

        const replayed = await refresh(t.app(), user.token);

        expect(replayed.statusCode).toBe(401);
        expect(replayed.json()).toEqual({
          message: signInMessages.invalidRefreshToken,
          code: signInErrorCodes.refreshTokenReused,
        });
        // The token the legitimate rotation produced dies with its family.
        expect((await refresh(t.app(), rotated)).json()).toEqual(invalidRefresh);
        const [family] = await t
          .app()
          .db.select()
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.userId, user.id));
        expect(family?.revokedReason).toBe('reuse');
      });

      it("does not touch the user's other sign-ins when one family is revoked", async () => {
        const user = await signUp(t.app());
        const elsewhere = await requestLink(t.app(), { email: user.email, confirmationUrl });
        expect(elsewhere.statusCode).toBe(200);
        const link = await latestLinkFor(t.app(), user.email);
        const second = (
          await validateLink(t.app(), { userId: link.userId, etoken: link.etoken })
        ).json<{ token: Token }>().token;

        await rotate(t.app(), user.token);
        await refresh(t.app(), user.token);

        expect((await refresh(t.app(), second)).statusCode).toBe(200);
      });

      it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
        const user = await signUp(t.app());
        const statuses = (
          await Promise.all([refresh(t.app(), user.token), refresh(t.app(), user.token)])
        ).map((response) => response.statusCode);
        expect(statuses.sort()).toEqual([200, 401]);
      });

      it('expires a refresh token 30 days after issue, sliding with each rotation', async () => {
        const user = await signUp(t.app());
        time.advance(29 * dayMs);
        const rotated = await rotate(t.app(), user.token);
        time.advance(29 * dayMs);
        const rotatedAgain = await rotate(t.app(), rotated);

        time.advance(30 * dayMs);

        expect((await refresh(t.app(), rotatedAgain)).json()).toEqual(invalidRefresh);
      });

      it('ends a sign-in 180 days after it started, however often it rotated', async () => {
        const user = await signUp(t.app());
        let token = user.token;
        for (let elapsed = 0; elapsed + 25 < 180; elapsed += 25) {
          time.advance(25 * dayMs);
          token = await rotate(t.app(), token);
        }
        time.advance(6 * dayMs);
        expect((await refresh(t.app(), token)).json()).toEqual(invalidRefresh);
      });

      it("refuses a refresh token presented with another user's access token, without using it up", async () => {
        const owner = await signUp(t.app());
        const stranger = await signUp(t.app());

        const response = await refresh(t.app(), {
          refreshToken: owner.token.refreshToken,
          accessToken: stranger.token.accessToken,
        });

        expect(response.statusCode).toBe(401);
        expect((await refresh(t.app(), owner.token)).statusCode).toBe(200);
      });

      it('ignores an accessToken that is not a genuine token', async () => {
        const user = await signUp(t.app());
        const response = await refresh(t.app(), {
          refreshToken: user.token.refreshToken,
          accessToken: 'not-a-jwt',
        });
        expect(response.statusCode).toBe(200);
      });

      it.each([
        ['an unknown refresh token', { refreshToken: 'x'.repeat(43) }],
        ['no refresh token', {}],
        ['an empty refresh token', { refreshToken: '' }],
        ['no body at all', undefined],
      ])('answers %s with 401 "Invalid refresh token"', async (_case, body) => {
        const response = await refresh(t.app(), body);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(invalidRefresh);
      });

      it('answers a refresh token that is not a string with 400', async () => {
        const response = await refresh(t.app(), { refreshToken: 42 });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/body\.refreshToken/);
      });

      it('keeps only SHA-256 hashes of refresh tokens', async () => {
        const user = await signUp(t.app());
        const dump = await t
          .app()
          .db.execute<{ row: string }>(sql`select refresh_tokens::text as row from refresh_tokens`);
        expect(dump.rows.some((row) => row.row.includes(user.token.refreshToken))).toBe(false);
        const hash = createHash('sha256').update(user.token.refreshToken).digest('hex');
        expect(dump.rows.some((row) => row.row.includes(hash))).toBe(true);
      });
    });

    describe('POST /account/logout', () => {
      it('revokes the sign-in of the refresh token: it cannot be refreshed any more', async () => {
        const user = await signUp(t.app());
        const rotated = await rotate(t.app(), user.token);

        const response = await logout(t.app(), user, rotated.accessToken, {
          refreshToken: rotated.refreshToken,
        });

        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
        expect((await refresh(t.app(), rotated)).json()).toEqual(invalidRefresh);
      });

      it("leaves another user's refresh token alone (204, nothing revealed)", async () => {
        const user = await signUp(t.app());
        const victim = await signUp(t.app());

        const response = await logout(t.app(), user, user.token.accessToken, {
          refreshToken: victim.token.refreshToken,
        });

        expect(response.statusCode).toBe(204);
        expect((await refresh(t.app(), victim.token)).statusCode).toBe(200);
      });

      it('answers 204 with no body or no refresh token', async () => {
        const user = await signUp(t.app());
        expect((await logout(t.app(), user, user.token.accessToken)).statusCode).toBe(204);
        expect((await logout(t.app(), user, user.token.accessToken, {})).statusCode).toBe(204);
        expect((await refresh(t.app(), user.token)).statusCode).toBe(200);
      });

      it('requires a valid access token: none, or an expired one, is a 401', async () => {
        const user = await signUp(t.app());
        const anonymous = await post(t.app(), signInApiPaths.logout, {
          refreshToken: user.token.refreshToken,
        });
        expect(anonymous.statusCode).toBe(401);
        time.advance(16 * minuteMs);
        const expired = await logout(t.app(), user, user.token.accessToken, {
          refreshToken: user.token.refreshToken,
        });
        expect(expired.json()).toMatchObject({ code: commonErrorCodes.accessTokenExpired });
        expect((await refresh(t.app(), user.token)).statusCode).toBe(200);
      });

      it('answers a refresh token that is not a string with 400', async () => {
        const user = await signUp(t.app());
        const response = await logout(t.app(), user, user.token.accessToken, { refreshToken: 7 });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(/^body\.refreshToken: /);
      });

      it('refuses a roleId the user does not hold with 403', async () => {
        const user = await signUp(t.app());
        const response = await post(
          t.app(),
          signInApiPaths.logout,
          { refreshToken: user.token.refreshToken },
          user.headers(1),
        );
        expect(response.statusCode).toBe(403);
      });
    });
  },
  { clock: time.clock },
);
