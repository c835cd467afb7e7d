import type { FieldCheckResponse } from '@kinderwait/contract';
import {
  buildUrl,
  registrationApiPaths,
  registrationMessages,
  signInApiPaths,
  userNameRule,
} from '@kinderwait/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/accounts.ts';
import { confirmationUrl, post, signUp, uniqueEmail } from '../../../test/accounts.ts';
import { forEachDatabase } from '../../../test/test-app.ts';

forEachDatabase((t) => {
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    owner = await signUp(t.app());
    other = await signUp(t.app());
    // Each account takes its user name as the profile form does (PUT /api/users).
    const takeUserName = (user: TestUser, userName: string) =>
      t.app().services.users.updateOwnProfile(
        { user: { id: user.id, email: user.email }, role: null },
        {
          firstName: 'Test',
          lastName: 'User',
          phoneNumber: null,
          preferredLanguage: 'en',
          userName,
        },
      );
    await takeUserName(owner, 'Maya.S');
    await takeUserName(other, 'sam_k');
  });

  const check = async (
    path: string,
    query: Record<string, string>,
  ): Promise<FieldCheckResponse> => {
    const response = await t.app().inject({ method: 'GET', url: buildUrl(path, {}, query) });
    expect(response.statusCode).toBe(200);
    return response.json<FieldCheckResponse>();
  };

  describe('GET /account/validateEmail', () => {
    const checkEmail = (email: string) => check(registrationApiPaths.validateEmail, { email });

    it('accepts a well-formed email nobody uses', async () => {
      expect(await checkEmail(uniqueEmail())).toEqual({ valid: true, available: true });
    });

    it('reports an email with an account as taken, whatever its case', async () => {
      expect(await checkEmail(owner.email.toUpperCase())).toEqual({
        valid: true,
        available: false,
        message: registrationMessages.emailTaken,
      });
    });

    it('does not count a register never confirmed, so a typo cannot block the real owner', async () => {
      const email = uniqueEmail();
      await post(t.app(), signInApiPaths.magicLinks, {
        email,
        confirmationUrl,
        name: 'Never Confirmed',
      });
      expect(await checkEmail(email)).toEqual({ valid: true, available: true });
    });

    it.each(['', 'plainaddress', 'a@b', 'two@@example.com'])(
      'reports %j as not valid',
      async (email) => {
        expect(await checkEmail(email)).toEqual({
          valid: false,
          available: false,
          message: registrationMessages.emailInvalid,
        });
      },
    );

    it('answers a missing parameter with 400', async () => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: registrationApiPaths.validateEmail });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^querystring\.email: /);
    });
  });

  describe('GET /account/validateUserName', () => {
    const checkUserName = (userName: string) =>
      check(registrationApiPaths.validateUserName, { userName });

    it.each(['abc', 'a'.repeat(30), 'Maya.S2', 'x_y-z.1'])('accepts %s', async (userName) => {
      expect(await checkUserName(userName)).toEqual({ valid: true, available: true });
    });

    it.each(['ab', 'a'.repeat(31), '1maya', '_maya', 'maya s', 'maya@home', 'mayä'])(
      'refuses %j with the rule as message',
      async (userName) => {
        expect(await checkUserName(userName)).toEqual({
          valid: false,
          available: false,
          message: userNameRule.description,
        });
      },
    );

    it('reports a user name taken in any case', async () => {
      expect(await checkUserName('maya.s')).toEqual({
        valid: true,
        available: false,
        message: registrationMessages.userNameTaken,
      });
    });

    it('answers a missing parameter with 400', async () => {
      const response = await t
        .app()
        .inject({ method: 'GET', url: registrationApiPaths.validateUserName });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /account/validateUserNameEmail', () => {
    const checkBoth = (userName: string, email: string) =>
      check(registrationApiPaths.validateUserNameEmail, { userName, email });

    it('is available when neither is used', async () => {
      expect(await checkBoth('newname', uniqueEmail())).toEqual({ valid: true, available: true });
    });

    it('is available when both belong to the same account', async () => {
      expect(await checkBoth('MAYA.S', owner.email)).toEqual({ valid: true, available: true });
    });

    it('is not available when they belong to different accounts', async () => {
      expect(await checkBoth('sam_k', owner.email)).toEqual({
        valid: true,
        available: false,
        message: registrationMessages.userNameEmailOtherAccounts,
      });
    });

    it('says which one is taken when only one is', async () => {
      expect(await checkBoth('sam_k', uniqueEmail())).toMatchObject({
        available: false,
        message: registrationMessages.userNameTaken,
      });
      expect(await checkBoth('freename', other.email)).toMatchObject({
        available: false,
        message: registrationMessages.emailTaken,
      });
    });

    it('checks both formats', async () => {
      expect(await checkBoth('1bad', uniqueEmail())).toMatchObject({ valid: false });
      expect(await checkBoth('goodname', 'bad')).toMatchObject({
        valid: false,
        message: registrationMessages.emailInvalid,
      });
    });
  });
});
