import type { RefreshTokenResponse } from '@kinderwait/contract';
import { childrenApiPaths, commonErrorCodes, roleIds, signInApiPaths } from '@kinderwait/contract';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { minuteMs } from '../../../clock.ts';
import { developmentSecrets } from '../../../config.ts';
import { getUserInfoWith, post, signUp } from '../../../test/accounts.ts';
import { sendJson } from '../../../test/sample-requests.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

const time = createTestClock();

forEachDatabase(
  (t) => {
    describe('the access token', () => {
      it('is an HS256 JWT signed with JWT_SECRET whose claims are exactly id, email, children, iat and exp (15 minutes)', async () => {
        const user = await signUp(t.app());
        const { accessToken } = user.token;

        expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
        const { payload } = await jwtVerify(
          accessToken,
          new TextEncoder().encode(developmentSecrets.jwt),
          { currentDate: time.clock() },
        );
        expect(Object.keys(payload).sort()).toEqual(['children', 'email', 'exp', 'iat', 'id']);
        expect(payload).toMatchObject({ id: user.id, email: user.email, children: 0 });
        expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
      });

      it('is accepted until it expires, then refused with 401 "Access token expired"', async () => {
        const user = await signUp(t.app());
        time.advance(15 * minuteMs - 1000);
        expect((await getUserInfoWith(t.app(), user.token.accessToken)).statusCode).toBe(200);

        time.advance(1000);
        const expired = await getUserInfoWith(t.app(), user.token.accessToken);

        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual({
          message: 'Access token expired',
          code: commonErrorCodes.accessTokenExpired,
        });
      });

      it('lives ACCESS_TOKEN_TTL_SECONDS when an operator sets it', async () => {
        const app = await t.buildApp({
          env: { ACCESS_TOKEN_TTL_SECONDS: '60' },
          clock: time.clock,
        });
        const user = await signUp(app);
        const claims = decodeJwt(user.token.accessToken);
        expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
        time.advance(61_000);
        expect((await getUserInfoWith(app, user.token.accessToken)).statusCode).toBe(401);
      });

      it("counts the parent's children in its children claim from the next refresh", async () => {
        const parent = await signUp(t.app(), { roles: ['Parent'] });
        const stranger = await signUp(t.app(), { roles: ['Parent'] });
        expect(decodeJwt(parent.token.accessToken).children).toBe(0);
        const created = await sendJson(
          t.app(),
          'POST',
          childrenApiPaths.saveChildInfo,
          { firstName: 'Maya', lastName: 'Singh', dateOfBirth: '2025-03-14' },
          parent.headers(roleIds.Parent),
        );
        expect(created.statusCode).toBe(200);

        const refreshed = await post(t.app(), signInApiPaths.refreshToken, parent.token);

        expect(refreshed.statusCode).toBe(200);
        const { token } = refreshed.json<RefreshTokenResponse>();
        expect(decodeJwt(token.accessToken).children).toBe(1);
        const strangers = await post(t.app(), signInApiPaths.refreshToken, stranger.token);
        expect(decodeJwt(strangers.json<RefreshTokenResponse>().token.accessToken).children).toBe(
          0,
        );
      });

      it('is refused when signed with another secret', async () => {
        const user = await signUp(t.app());
        const other = await t.buildApp({
          env: { JWT_SECRET: 'another-jwt-secret-of-at-least-32-chars' },
          clock: time.clock,
        });
        const response = await getUserInfoWith(other, user.token.accessToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Authentication required' });
      });
    });
  },
  { clock: time.clock },
);
