import type { User } from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  phoneNumberMessages,
  registrationMessages,
  roleIds,
  userNameRule,
  usersApiPaths,
  usersErrorCodes,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp, signUpParentStrangerAdmin, userNotFoundBody } from '../../test/accounts.ts';
import { forEachDatabase, xsrfHeaders } from '../../test/test-app.ts';

const userUrl = (userId: string) => buildUrl(usersApiPaths.user, { userId });

const get = (app: App, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

const put = async (app: App, payload: object, headers: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: usersApiPaths.users,
    payload,
    headers: { ...(await xsrfHeaders(app)), ...headers },
  });

const profile = {
  firstName: 'Maya',
  lastName: 'Singh-Tremblay',
  phoneNumber: '+14165550123',
  preferredLanguage: 'fr',
};

forEachDatabase((t) => {
  let parent: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ parent, stranger, admin } = await signUpParentStrangerAdmin(t.app()));
  });

  describe('GET /account/getUserInfo', () => {
    it('returns the signed-in user with the roles they hold', async () => {
      const response = await get(t.app(), usersApiPaths.getUserInfo, parent.headers());
      expect(response.statusCode).toBe(200);
      expect(response.json<User>()).toMatchObject({
        id: parent.id,
        email: parent.email,
        firstName: 'Pat',
        lastName: 'Parent',
        userName: null,
        phoneNumber: null,
        preferredLanguage: 'en',
        roles: [{ id: roleIds.Parent, code: 'Parent' }],
      });
    });

    it('works with a held roleId, refuses one not held (403) and no token (401)', async () => {
      expect(
        (await get(t.app(), usersApiPaths.getUserInfo, parent.headers(roleIds.Parent))).statusCode,
      ).toBe(200);
      expect(
        (await get(t.app(), usersApiPaths.getUserInfo, parent.headers(roleIds.Licenced))).json(),
      ).toMatchObject({ code: commonErrorCodes.roleNotHeld });
      expect((await get(t.app(), usersApiPaths.getUserInfo, {})).statusCode).toBe(401);
    });
  });

  describe('GET /api/users/{userId}', () => {
    it('returns oneself', async () => {
      const response = await get(t.app(), userUrl(parent.id), parent.headers(roleIds.Parent));
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().id).toBe(parent.id);
    });

    it("answers another user's id with 404 'User not found', as for an id that does not exist", async () => {
      const other = await get(t.app(), userUrl(stranger.id), parent.headers(roleIds.Parent));
      const missing = await get(
        t.app(),
        userUrl('00000000-0000-4000-8000-000000000000'),
        parent.headers(roleIds.Parent),
      );
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(userNotFoundBody);
      expect(missing.body).toBe(other.body);
    });

    it('lets the SuperAdmin role read other users, but not without that role selected', async () => {
      const asAdmin = await get(t.app(), userUrl(parent.id), admin.headers(roleIds.SuperAdmin));
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json<User>().email).toBe(parent.email);
      expect((await get(t.app(), userUrl(parent.id), admin.headers())).statusCode).toBe(404);
    });

    it('answers an id that is not a UUID with 400, no token with 401, a role not held with 403', async () => {
      const malformed = await get(t.app(), userUrl('42'), parent.headers());
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ detail: string }>().detail).toMatch(/^params\.userId: /);
      expect((await get(t.app(), userUrl(parent.id), {})).statusCode).toBe(401);
      expect(
        (await get(t.app(), userUrl(parent.id), parent.headers(roleIds.SuperAdmin))).statusCode,
      ).toBe(403);
    });
  });

  describe('PUT /api/users', () => {
    it("updates the signed-in user's names, phone and language and returns the user", async () => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      const response = await put(t.app(), profile, user.headers(roleIds.Parent));

      expect(response.statusCode).toBe(200);
      expect(response.json<User>()).toMatchObject({ id: user.id, ...profile });
      const info = await get(t.app(), usersApiPaths.getUserInfo, user.headers());
      expect(info.json<User>()).toMatchObject(profile);
    });

    it('clears the phone number with null and trims names', async () => {
      const user = await signUp(t.app());
      const response = await put(
        t.app(),
        { ...profile, firstName: '  Li ', lastName: '', phoneNumber: null },
        user.headers(),
      );
      expect(response.json<User>()).toMatchObject({
        firstName: 'Li',
        lastName: '',
        phoneNumber: null,
      });
    });

    it.each([
      [
        'a phone number not in E.164',
        { phoneNumber: '416-555-0123' },
        'body.phoneNumber: Phone number must be in E.164 format, for example +14151231234',
      ],
      [
        'an E.164-shaped number no country can have',
        { phoneNumber: '+99912345678' },
        `body.phoneNumber: ${phoneNumberMessages.notPossible}`,
      ],
      [
        'a number too short for its country',
        { phoneNumber: '+1416555' },
        `body.phoneNumber: ${phoneNumberMessages.notPossible}`,
      ],
      ['an empty first name', { firstName: ' ' }, 'body.firstName: First name can not be empty'],
      ['an unknown language', { preferredLanguage: 'de' }, 'body.preferredLanguage: '],
      [
        'a user name starting with a digit',
        { userName: '1maya' },
        `body.userName: ${userNameRule.description}`,
      ],
      [
        'a user name with spaces',
        { userName: 'maya s' },
        `body.userName: ${userNameRule.description}`,
      ],
    ])('refuses %s with 400 naming the field', async (_case, change, detail) => {
      const response = await put(t.app(), { ...profile, ...change }, parent.headers());
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(detail);
    });

    it('only ever changes the caller: a body naming another user changes nothing of theirs', async () => {
      const response = await put(
        t.app(),
        { ...profile, id: stranger.id, email: stranger.email },
        parent.headers(),
      );
      expect(response.json<User>().id).toBe(parent.id);
      const strangerInfo = await get(t.app(), usersApiPaths.getUserInfo, stranger.headers());
      expect(strangerInfo.json<User>().firstName).toBe('Sam');
    });

    it('sets a user name, keeps it when the body leaves it out and removes it with null', async () => {
      const user = await signUp(t.app());
      const set = await put(t.app(), { ...profile, userName: ' Maya.S ' }, user.headers());
      expect(set.json<User>().userName).toBe('Maya.S');

      const kept = await put(t.app(), { ...profile, firstName: 'Maya-Li' }, user.headers());
      expect(kept.json<User>()).toMatchObject({ firstName: 'Maya-Li', userName: 'Maya.S' });

      const removed = await put(t.app(), { ...profile, userName: null }, user.headers());
      expect(removed.json<User>().userName).toBeNull();
    });

    it("refuses another user's user name in any case with 400 naming the field, changing nothing", async () => {
      const holder = await signUp(t.app());
      await put(t.app(), { ...profile, userName: 'taken_name' }, holder.headers());
      const user = await signUp(t.app());

      const response = await put(
        t.app(),
        { ...profile, firstName: 'Changed', userName: 'TAKEN_name' },
        user.headers(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: usersErrorCodes.userNameTaken,
        message: registrationMessages.userNameTaken,
        detail: `body.userName: ${registrationMessages.userNameTaken}`,
      });
      const info = await get(t.app(), usersApiPaths.getUserInfo, user.headers());
      expect(info.json<User>()).toMatchObject({ firstName: 'Test', userName: null });
    });

    it('lets users change the case of their own user name', async () => {
      const user = await signUp(t.app());
      await put(t.app(), { ...profile, userName: 'mayas' }, user.headers());
      const response = await put(t.app(), { ...profile, userName: 'MayaS' }, user.headers());
      expect(response.json<User>().userName).toBe('MayaS');
    });

    it('gives a contested user name to exactly one of two users asking at once', async () => {
      const [first, second] = await Promise.all([signUp(t.app()), signUp(t.app())]);
      const responses = await Promise.all([
        put(t.app(), { ...profile, userName: 'first_come' }, first.headers()),
        put(t.app(), { ...profile, userName: 'first_come' }, second.headers()),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    });

    it('answers no token with 401 and a role not held with 403', async () => {
      expect((await put(t.app(), profile, {})).statusCode).toBe(401);
      expect((await put(t.app(), profile, parent.headers(roleIds.Licenced))).statusCode).toBe(403);
    });
  });
});
