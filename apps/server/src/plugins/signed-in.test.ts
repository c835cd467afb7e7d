import {
  commonErrorCodes,
  permissions,
  roleIdHeader,
  roleIds,
  rolePermissions,
} from '@kinderwait/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { App } from '../app/build-app.ts';
import { minuteMs } from '../clock.ts';
import { developmentSecrets } from '../config.ts';
import type { TestUser } from '../test/accounts.ts';
import { bearerHeaders, signUp } from '../test/accounts.ts';
import { createTestClock } from '../test/test-clock.ts';
import { forEachDatabase } from '../test/test-app.ts';
import { signedIn, signedInActor } from './signed-in.ts';

const time = createTestClock();

/** Test-only routes: a signed-in scope with a permission route, and a public sibling. */
const testRoutes = (app: App): void => {
  void app.register(async (scope) => {
    await scope.register(signedIn);
    scope.get('/api/test/whoami', (request) => {
      const { user, role } = signedInActor(request);
      return { user, role };
    });
    scope.get('/api/test/children', { config: { permissions: [permissions.childCreate] } }, () => ({
      allowed: true,
    }));
    scope.get(
      '/api/test/admin',
      { config: { permissions: [permissions.userManage, permissions.roleAssign] } },
      () => ({ allowed: true }),
    );
  });
  // Same prefix, outside the scope: authentication is by scope, not by URL.
  app.get('/api/test/public', () => ({ public: true }));
};

const call = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

forEachDatabase(
  (t) => {
    let parent: TestUser;
    const setUp = async (): Promise<TestUser> => {
      parent = await signUp(t.app(), { roles: ['Parent', 'Licenced'] });
      return parent;
    };

    describe('authentication', () => {
      it('sets request.user from the Bearer token and leaves the role empty without roleId', async () => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/whoami', user.headers());
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ user: { id: user.id, email: user.email }, role: null });
      });

      it.each([
        ['no Authorization header', {}],
        ['a token that is not a JWT', { authorization: 'Bearer nonsense' }],
        ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
        ['an empty Bearer', { authorization: 'Bearer ' }],
      ])('answers %s with 401 "Authentication required"', async (_case, headers) => {
        const response = await call(t.app(), '/api/test/whoami', headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Authentication required',
          code: commonErrorCodes.authenticationRequired,
        });
      });

      it('refuses a token signed with alg "none" or a forged signature', async () => {
        const user = await setUp();
        const [header, payload] = user.token.accessToken.split('.');
        const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload ?? ''}.`;
        const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
        for (const token of [unsigned, forged]) {
          expect((await call(t.app(), '/api/test/whoami', bearerHeaders(token))).statusCode).toBe(
            401,
          );
        }
      });

      it('refuses a genuine signature over claims of the wrong shape', async () => {
        const token = await new SignJWT({ id: 'x', email: 'x@example.com', children: 'many' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(Math.floor(time.clock().getTime() / 1000))
          .setExpirationTime(Math.floor(time.clock().getTime() / 1000) + 60)
          .sign(new TextEncoder().encode(developmentSecrets.jwt));
        expect((await call(t.app(), '/api/test/whoami', bearerHeaders(token))).statusCode).toBe(
          401,
        );
      });

      it('answers an expired token with 401 "Access token expired"', async () => {
        const user = await setUp();
        time.advance(16 * minuteMs);
        const response = await call(t.app(), '/api/test/whoami', user.headers());
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Access token expired',
          code: commonErrorCodes.accessTokenExpired,
        });
      });

      it('does not touch routes outside the signed-in scope, whatever their URL', async () => {
        const response = await call(t.app(), '/api/test/public');
        expect(response.statusCode).toBe(200);
      });
    });

    describe('role context (the roleId header)', () => {
      it('sets request.role to the held role with its permissions', async () => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/whoami', user.headers(roleIds.Parent));
        expect(response.json<{ role: unknown }>().role).toEqual({
          id: roleIds.Parent,
          code: 'Parent',
          permissions: expect.arrayContaining([...rolePermissions.Parent]) as unknown,
        });
      });

      it.each([
        ['a role the user does not hold', String(roleIds.SuperAdmin)],
        ['a role that does not exist', '999'],
        ['a value that is not a number', 'Parent'],
        ['a negative number', '-2'],
      ])('answers %s with 403 "You do not hold this role"', async (_case, roleId) => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/whoami', {
          ...user.headers(),
          [roleIdHeader]: roleId,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'You do not hold this role',
          code: commonErrorCodes.roleNotHeld,
        });
      });

      it('checks the token before the role, so an anonymous caller gets 401 not 403', async () => {
        const response = await call(t.app(), '/api/test/whoami', { [roleIdHeader]: '1' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('route permissions (config.permissions)', () => {
      it('lets a role that holds the permission through', async () => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/children', user.headers(roleIds.Parent));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ allowed: true });
      });

      it('refuses a held role that lacks it with 403 naming the permission', async () => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/children', user.headers(roleIds.Licenced));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: "Your current role does not have the permission 'child.create'",
          code: commonErrorCodes.permissionMissing,
        });
      });

      it('refuses a call without a role on a route that needs a permission', async () => {
        const user = await setUp();
        const response = await call(t.app(), '/api/test/children', user.headers());
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: commonErrorCodes.permissionMissing });
      });

      it('requires every listed permission', async () => {
        const user = await setUp();
        expect(
          (await call(t.app(), '/api/test/admin', user.headers(roleIds.Parent))).json(),
        ).toEqual({
          message: "Your current role does not have the permission 'user.manage'",
          code: commonErrorCodes.permissionMissing,
        });
        const admin = await signUp(t.app(), { roles: ['SuperAdmin'] });
        expect(
          (await call(t.app(), '/api/test/admin', admin.headers(roleIds.SuperAdmin))).statusCode,
        ).toBe(200);
      });
    });
  },
  { clock: time.clock, setup: testRoutes },
);
