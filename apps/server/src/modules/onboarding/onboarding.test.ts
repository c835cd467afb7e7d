import { randomUUID } from 'node:crypto';
import type { ApiErrorBody, Onboarding } from '@kinderwait/contract';
import {
  buildUrl,
  commonErrorCodes,
  jsonPatchContentType,
  onboardingApiPaths,
  onboardingErrorCodes,
  roleIds,
} from '@kinderwait/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const add = (value: string) => ({ op: 'add', path: '/steps/-', value });

forEachDatabase((t) => {
  const read = async (user: TestUser, headers = user.headers()): Promise<Onboarding> => {
    const response = await getJson(t.app(), onboardingApiPaths.onboarding, headers);
    expect(response.statusCode).toBe(200);
    return response.json<Onboarding>();
  };

  const patch = (onboardingId: string, body: unknown, headers: Record<string, string>) =>
    sendJson(
      t.app(),
      'PATCH',
      buildUrl(onboardingApiPaths.onboardingById, { onboardingId }),
      body,
      headers,
    );

  describe('GET /api/onboarding', () => {
    it('creates the onboarding on first read and answers the same one after', async () => {
      const user = await signUp(t.app());
      const first = await read(user);
      expect(first).toEqual({ id: expect.any(String) as string, steps: [] });
      expect(await read(user)).toEqual(first);
    });

    it('creates one onboarding when two first reads race', async () => {
      const user = await signUp(t.app());
      const [a, b] = await Promise.all([read(user), read(user)]);
      expect(a.id).toBe(b.id);
    });

    it('lists role-selection once the user holds a role', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      expect((await read(parent, parent.headers(roleIds.Parent))).steps).toEqual([
        'role-selection',
      ]);
    });

    it('needs sign-in', async () => {
      const response = await getJson(t.app(), onboardingApiPaths.onboarding, {});
      expect(response.statusCode).toBe(401);
    });

    it('refuses a role the user does not hold (403)', async () => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      const response = await getJson(
        t.app(),
        onboardingApiPaths.onboarding,
        user.headers(roleIds.Licenced),
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('PATCH /api/onboarding/{onboardingId}', () => {
    it('records a step at the end of steps; adding it again changes nothing', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      const { id } = await read(parent);
      const response = await patch(id, [add('select-location')], parent.headers(roleIds.Parent));
      expect(response.statusCode).toBe(200);
      const expected = { id, steps: ['role-selection', 'select-location'] };
      expect(response.json()).toEqual(expected);
      const again = await patch(
        id,
        [add('select-location'), add('select-location')],
        parent.headers(roleIds.Parent),
      );
      expect(again.json()).toEqual(expected);
      expect(await read(parent)).toEqual(expected);
    });

    it('records several steps in the order given', async () => {
      const provider = await signUp(t.app(), { roles: ['Licenced'] });
      const { id } = await read(provider);
      const response = await patch(
        id,
        [add('onboarding-chat-voice-agent'), add('select-location')],
        provider.headers(roleIds.Licenced),
      );
      expect(response.json<Onboarding>().steps).toEqual([
        'role-selection',
        'onboarding-chat-voice-agent',
        'select-location',
      ]);
    });

    it('takes the JSON-patch media type of RFC 6902', async () => {
      const user = await signUp(t.app());
      const { id } = await read(user);
      const response = await patch(id, [add('select-location')], {
        ...user.headers(),
        'content-type': jsonPatchContentType,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Onboarding>().steps).toEqual(['select-location']);
    });

    it('accepts role-selection once a role is held, without recording anything', async () => {
      const parent = await signUp(t.app(), { roles: ['Parent'] });
      const { id } = await read(parent);
      const response = await patch(id, [add('role-selection')], parent.headers());
      expect(response.statusCode).toBe(200);
      expect(response.json<Onboarding>().steps).toEqual(['role-selection']);
    });

    it('refuses role-selection before the user holds a role (409), recording nothing', async () => {
      const user = await signUp(t.app());
      const { id } = await read(user);
      const response = await patch(
        id,
        [add('select-location'), add('role-selection')],
        user.headers(),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiErrorBody>().code).toBe(onboardingErrorCodes.roleNotSelected);
      expect((await read(user)).steps).toEqual([]);
    });

    it.each([
      [
        'another operation',
        [{ op: 'remove', path: '/steps/-', value: 'select-location' }],
        /^body\.0\.op: /,
      ],
      [
        'replace',
        [{ op: 'replace', path: '/steps/-', value: 'select-location' }],
        /^body\.0\.op: /,
      ],
      [
        'another path',
        [{ op: 'add', path: '/steps/0', value: 'select-location' }],
        /^body\.0\.path: /,
      ],
      ['an unknown step', [add('select-location'), add('payment')], /^body\.1\.value: /],
      [
        'a step that is not text',
        [add('select-location'), { op: 'add', path: '/steps/-', value: 3 }],
        /^body\.1\.value: /,
      ],
      ['no operation at all', [], /^body: /],
      ['an object instead of a list', add('select-location'), /^body: /],
    ])('refuses %s: 400 naming the field, nothing recorded', async (_case, body, detail) => {
      const user = await signUp(t.app());
      const { id } = await read(user);
      const response = await patch(id, body, user.headers());
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(detail);
      expect((await read(user)).steps).toEqual([]);
    });

    it('answers 404 for another user’s onboarding, and changes nothing', async () => {
      const owner = await signUp(t.app());
      const stranger = await signUp(t.app(), { roles: ['Parent'] });
      const { id } = await read(owner);
      const response = await patch(id, [add('select-location')], stranger.headers());
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().code).toBe(onboardingErrorCodes.onboardingNotFound);
      expect((await read(owner)).steps).toEqual([]);
    });

    it('answers 404 for an onboarding that does not exist', async () => {
      const user = await signUp(t.app());
      const response = await patch(randomUUID(), [add('select-location')], user.headers());
      expect(response.statusCode).toBe(404);
    });

    it('finds one’s own onboarding by its id in capitals', async () => {
      const user = await signUp(t.app());
      const { id } = await read(user);
      const response = await patch(id.toUpperCase(), [add('select-location')], user.headers());
      expect(response.statusCode).toBe(200);
    });

    it('refuses an id that is not a UUID (400)', async () => {
      const user = await signUp(t.app());
      const response = await patch('42', [add('select-location')], user.headers());
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toMatch(/^params\.onboardingId: /);
    });

    it('needs sign-in', async () => {
      const user = await signUp(t.app());
      const { id } = await read(user);
      const response = await patch(id, [add('select-location')], {});
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.authenticationRequired);
    });

    it('refuses a role the user does not hold (403), recording nothing', async () => {
      const user = await signUp(t.app(), { roles: ['Parent'] });
      const { id } = await read(user);
      const response = await patch(id, [add('select-location')], user.headers(roleIds.SuperAdmin));
      expect(response.statusCode).toBe(403);
      expect((await read(user)).steps).toEqual(['role-selection']);
    });
  });
});
