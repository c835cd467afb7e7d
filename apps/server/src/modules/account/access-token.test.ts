import { commonErrorCodes, usersApiPaths } from '@kinderwait/contract';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createAccessTokens } from '../../auth/access-tokens.ts';
import { minuteMs } from '../../clock.ts';
import { developmentSecrets } from '../../config.ts';
import { bearerHeaders, signUp } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
import { createRolesService } from '../roles/roles.service.ts';
import { createUsersService } from '../users/users.service.ts';
import { createSessionsService } from './sessions.service.ts';

const time = createTestClock();

const getUserInfo = (app: App, accessToken: string) =>
  app.inject({
    method: 'GET',
    url: usersApiPaths.getUserInfo,
    headers: bearerHeaders(accessToken),
  });

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
        expect((await getUserInfo(t.app(), user.token.accessToken)).statusCode).toBe(200);

        time.advance(1000);
        const expired = await getUserInfo(t.app(), user.token.accessToken);

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
        expect((await getUserInfo(app, user.token.accessToken)).statusCode).toBe(401);
      });

      it("carries the children count the service's child counter gives (0 until children exist)", async () => {
        const user = await signUp(t.app());
        expect(decodeJwt(user.token.accessToken).children).toBe(0);
        const db = t.connection().db;
        const sessions = createSessionsService({
          db,
          clock: time.clock,
          accessTokens: createAccessTokens({
            secret: developmentSecrets.jwt,
            ttlSeconds: 900,
            clock: time.clock,
          }),
          users: createUsersService({
            db,
            clock: time.clock,
            roles: createRolesService(db),
            activeSubscriptions: () => Promise.resolve([]),
          }),
          countChildren: (userId) => Promise.resolve(userId === user.id ? 3 : 0),
        });
        const token = await sessions.start({ id: user.id, email: user.email });
        expect(decodeJwt(token.accessToken).children).toBe(3);
        const rotated = await sessions.refresh(token.refreshToken, token.accessToken);
        expect(decodeJwt(rotated.accessToken).children).toBe(3);
      });

      it('is refused when signed with another secret', async () => {
        const user = await signUp(t.app());
        const other = await t.buildApp({
          env: { JWT_SECRET: 'another-jwt-secret-of-at-least-32-chars' },
          clock: time.clock,
        });
        const response = await getUserInfo(other, user.token.accessToken);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Authentication required' });
      });
    });
  },
  { clock: time.clock },
);
