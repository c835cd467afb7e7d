import type {
  ApiErrorBody,
  ChildInfo,
  ChildrenResponse,
  SaveChildInfoBody,
} from '@kinderwait/contract';
import {
  buildUrl,
  childrenApiPaths,
  childrenErrorCodes,
  childrenMessages,
  commonErrorCodes,
  parseValidationDetail,
  roleIds,
  userLocationsApiPaths,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, getJson, sendJson, unionStation } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';
const noWaitlistYet = { waitlistTicketId: null, activeRequests: 0, bestPosition: null };

// 09:00 on Monday 23 November 2026 in Toronto.
const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
const today = '2026-11-23';

/** What the form sends for a toddler, every field filled. */
const maya = {
  firstName: 'Maya',
  lastName: 'Singh',
  dateOfBirth: '2025-03-14',
  languages: ['en', 'fr'],
  allergies: 'Peanuts (anaphylaxis): EpiPen in her bag',
  medicalConditions: 'Mild asthma',
  medications: 'Salbutamol inhaler, 2 puffs before outdoor play',
  dietaryNeeds: 'Halal',
  specialNeeds: '',
  immunizationsUpToDate: true,
  emergencyContactName: 'Priya Singh',
  emergencyContactPhone: '+14165550199',
  emergencyContactRelationship: 'Grandmother',
  notes: 'Naps at 1 pm.\nLoves trucks.',
  location: null,
} satisfies SaveChildInfoBody;

/** The least the form can send: names and date of birth. */
const minimal = { firstName: 'Leo', lastName: 'Tremblay', dateOfBirth: '2024-06-01' };

const ownLocation = {
  address: unionStation.address,
  latitude: unionStation.latitude,
  longitude: unionStation.longitude,
};

const detailOf = (response: LightMyRequestResponse) =>
  parseValidationDetail(response.json<ApiErrorBody>().detail ?? '');

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let stranger: TestUser;
    let provider: TestUser;

    beforeAll(async () => {
      parent = await signUp(t.app(), { roles: ['Parent'] });
      stranger = await signUp(t.app(), { roles: ['Parent'] });
      provider = await signUp(t.app(), { roles: ['Licenced'] });
    });

    const asParent = (user: TestUser) => user.headers(roleIds.Parent);

    const save = (body: unknown, headers: Record<string, string>, app: App = t.app()) =>
      sendJson(app, 'POST', childrenApiPaths.saveChildInfo, body, headers);

    const saved = async (body: unknown, user: TestUser, app: App = t.app()): Promise<ChildInfo> => {
      const response = await save(body, asParent(user), app);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ChildInfo>();
    };

    const getChild = (childId: string, headers: Record<string, string>) =>
      getJson(t.app(), buildUrl(childrenApiPaths.getChildInfo, {}, { childId }), headers);

    const childrenOf = async (user: TestUser, app: App = t.app()): Promise<ChildrenResponse> => {
      const response = await getJson(app, childrenApiPaths.children, asParent(user));
      expect(response.statusCode).toBe(200);
      return response.json<ChildrenResponse>();
    };

    const saveUserLocation = async (user: TestUser, updateChildrenLocation: boolean) => {
      const response = await sendJson(
        t.app(),
        'POST',
        userLocationsApiPaths.userLocations,
        { ...cityHall, updateChildrenLocation },
        asParent(user),
      );
      expect(response.statusCode).toBe(200);
    };

    describe('POST /enrollment/saveChildInfo', () => {
      it('creates a child of the signed-in parent and answers it with its id (200)', async () => {
        const response = await save(maya, asParent(parent));

        expect(response.statusCode).toBe(200);
        const child = response.json<ChildInfo>();
        expect(child).toEqual({
          ...maya,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          expectedBirth: false,
          effectiveLocation: null,
          createdAt: time.clock().toISOString(),
          updatedAt: time.clock().toISOString(),
        });
        const read = await getChild(child.id, asParent(parent));
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual(child);
      });

      it('fills what the form left out with empty values', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        expect(await saved(minimal, someone)).toMatchObject({
          ...minimal,
          languages: [],
          allergies: '',
          medications: '',
          immunizationsUpToDate: null,
          emergencyContactPhone: null,
          notes: '',
          location: null,
        });
      });

      it.each([
        ['hyphens and apostrophes', "Zoë O'Brien-Nguyen", 'Zoë O’Brien-Nguyen'],
        ['periods and spaces', 'St. John', 'de la Cruz'],
        ['other scripts', '李小龙', 'Ñúñez'],
      ])('accepts real names with %s', async (_what, firstName, lastName) => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved({ ...minimal, firstName: ` ${firstName} `, lastName }, someone);
        expect(child).toMatchObject({ firstName, lastName });
      });

      it('refuses digits in a name with 400 naming body.firstName, and saves nothing', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const response = await save({ ...minimal, firstName: 'Maya2' }, asParent(someone));

        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.validationFailed);
        expect(detailOf(response)).toContainEqual({
          path: ['body', 'firstName'],
          message: childrenMessages.nameCharacters('First name'),
        });
        expect((await childrenOf(someone)).items).toEqual([]);
      });

      it('refuses a date of birth that is not a calendar date, naming body.dateOfBirth', async () => {
        const response = await save({ ...minimal, dateOfBirth: '2025-02-29' }, asParent(parent));
        expect(response.statusCode).toBe(400);
        expect(detailOf(response)).toContainEqual({
          path: ['body', 'dateOfBirth'],
          message: childrenMessages.dateOfBirthFormat,
        });
      });

      it('accepts an expected birth 8 months ahead and marks it', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved({ ...minimal, dateOfBirth: '2027-07-23' }, someone);
        expect(child).toMatchObject({ dateOfBirth: '2027-07-23', expectedBirth: true });
        expect((await childrenOf(someone)).items).toMatchObject([{ expectedBirth: true }]);
      });

      it('accepts an expected birth exactly 9 months ahead, not a day more', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        expect(await saved({ ...minimal, dateOfBirth: '2027-08-23' }, someone)).toMatchObject({
          expectedBirth: true,
        });
        const response = await save({ ...minimal, dateOfBirth: '2027-08-24' }, asParent(someone));
        expect(response.statusCode).toBe(400);
        expect((await childrenOf(someone)).items).toHaveLength(1);
      });

      it('refuses a date of birth 10 months ahead: 400 date_of_birth_out_of_range naming body.dateOfBirth, nothing saved', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const response = await save({ ...maya, dateOfBirth: '2027-09-23' }, asParent(someone));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: childrenMessages.dateOfBirthTooFarAhead,
          detail: `body.dateOfBirth: ${childrenMessages.dateOfBirthTooFarAhead}`,
          code: childrenErrorCodes.dateOfBirthOutOfRange,
        });
        expect((await childrenOf(someone)).items).toEqual([]);
      });

      it('refuses a child of 14 (born 14 years ago today) and accepts one a day younger', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const response = await save({ ...minimal, dateOfBirth: '2012-11-23' }, asParent(someone));

        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().code).toBe(childrenErrorCodes.dateOfBirthOutOfRange);
        expect(detailOf(response)).toEqual([
          { path: ['body', 'dateOfBirth'], message: childrenMessages.dateOfBirthTooOld },
        ]);
        expect((await childrenOf(someone)).items).toEqual([]);

        expect(await saved({ ...minimal, dateOfBirth: '2012-11-24' }, someone)).toMatchObject({
          expectedBirth: false,
        });
      });

      it('accepts a child born today, who is not an expected birth', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        expect(await saved({ ...minimal, dateOfBirth: today }, someone)).toMatchObject({
          expectedBirth: false,
        });
      });

      it('refuses a language the catalogue does not have: 400 unknown_language naming body.languages, nothing saved', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const response = await save({ ...maya, languages: ['en', 'zz'] }, asParent(someone));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: childrenMessages.unknownLanguage('zz'),
          detail: `body.languages: ${childrenMessages.unknownLanguage('zz')}`,
          code: childrenErrorCodes.unknownLanguage,
        });
        expect((await childrenOf(someone)).items).toEqual([]);
      });

      it('names both fields when the date of birth and a language are wrong', async () => {
        const response = await save(
          { ...minimal, dateOfBirth: '2030-01-01', languages: ['xx'] },
          asParent(parent),
        );
        expect(response.statusCode).toBe(400);
        expect(detailOf(response).map((issue) => issue.path.join('.'))).toEqual([
          'body.dateOfBirth',
          'body.languages',
        ]);
      });

      it('keeps a language listed twice once', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved({ ...minimal, languages: ['tl', 'en', 'tl'] }, someone);
        expect(child.languages).toEqual(['tl', 'en']);
      });

      it('updates the child named by id, replacing every field; createdAt stays', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const created = await saved(maya, someone);
        time.advance(1000);

        const updated = await saved(
          { ...minimal, id: created.id, firstName: 'Maya-Rose', location: ownLocation },
          someone,
        );

        expect(updated).toMatchObject({
          id: created.id,
          firstName: 'Maya-Rose',
          lastName: minimal.lastName,
          dateOfBirth: minimal.dateOfBirth,
          languages: [],
          allergies: '',
          emergencyContactPhone: null,
          location: ownLocation,
          createdAt: created.createdAt,
          updatedAt: time.clock().toISOString(),
        });
        const read = await getChild(created.id, asParent(someone));
        expect(read.json()).toEqual(updated);
        expect((await childrenOf(someone)).items).toHaveLength(1);
      });

      it('answers 404 child_not_found for another parent’s child and leaves it unchanged', async () => {
        const child = await saved(maya, parent);
        const response = await save(
          { ...minimal, id: child.id, firstName: 'Hijacked' },
          asParent(stranger),
        );

        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: childrenMessages.childNotFound,
          code: childrenErrorCodes.childNotFound,
        });
        expect((await getChild(child.id, asParent(parent))).json()).toEqual(child);
        expect((await childrenOf(stranger)).items).toEqual([]);
      });

      it('answers 404 for an id no child has', async () => {
        const response = await save(
          { ...minimal, id: '00000000-0000-4000-8000-000000000000' },
          asParent(parent),
        );
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>().code).toBe(childrenErrorCodes.childNotFound);
      });

      it('does not save an update that breaks a rule', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved(maya, someone);
        const response = await save(
          { ...maya, id: child.id, notes: 'changed', languages: ['zz'] },
          asParent(someone),
        );
        expect(response.statusCode).toBe(400);
        expect((await getChild(child.id, asParent(someone))).json()).toEqual(child);
      });

      it('needs sign-in (401)', async () => {
        const response = await save(maya, {});
        expect(response.statusCode).toBe(401);
      });

      it('needs child.create: a provider role is refused with 403', async () => {
        const response = await save(maya, provider.headers(roleIds.Licenced));
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.permissionMissing);
      });
    });

    describe('GET /enrollment/getChildInfo', () => {
      it('answers 404 for another parent’s child, as for an unknown one', async () => {
        const child = await saved(maya, parent);
        const response = await getChild(child.id, asParent(stranger));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: childrenMessages.childNotFound,
          code: childrenErrorCodes.childNotFound,
        });
      });

      it('refuses a childId that is not an id with 400 naming it', async () => {
        const response = await getChild('42', asParent(parent));
        expect(response.statusCode).toBe(400);
        expect(detailOf(response)[0]?.path).toEqual(['querystring', 'childId']);
      });

      it('needs sign-in (401) and child.read (403 for a provider role)', async () => {
        const child = await saved(maya, parent);
        expect((await getChild(child.id, {})).statusCode).toBe(401);
        expect((await getChild(child.id, provider.headers(roleIds.Licenced))).statusCode).toBe(403);
      });
    });

    describe('GET /api/children', () => {
      it('lists the parent’s own children, oldest first, each without a waitlist ticket yet', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const first = await saved(maya, someone);
        time.advance(1000);
        const second = await saved(minimal, someone);

        const { items } = await childrenOf(someone);

        expect(items).toEqual([
          { ...first, waitlist: noWaitlistYet },
          { ...second, waitlist: noWaitlistYet },
        ]);
        expect(noWaitlistYet).toEqual({
          waitlistTicketId: null,
          activeRequests: 0,
          bestPosition: null,
        });
      });

      it('is empty for a parent without children', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        expect(await childrenOf(someone)).toEqual({ items: [] });
      });

      it('needs sign-in (401) and child.read (403 for a provider role)', async () => {
        expect((await getJson(t.app(), childrenApiPaths.children, {})).statusCode).toBe(401);
        const response = await getJson(
          t.app(),
          childrenApiPaths.children,
          provider.headers(roleIds.Licenced),
        );
        expect(response.statusCode).toBe(403);
      });
    });

    describe('where a child’s care is searched from', () => {
      it('is nowhere while neither the child nor the parent has a location', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved(minimal, someone);
        expect(child.effectiveLocation).toBeNull();
        expect(await t.app().services.children.findOwnedChild(someone.id, child.id)).toMatchObject({
          effectiveLocation: null,
        });
      });

      it('is the parent’s saved location when the child has none of its own', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved(minimal, someone);
        await saveUserLocation(someone, true);

        const expected = {
          address: cityHall.address,
          latitude: cityHall.latitude,
          longitude: cityHall.longitude,
          source: 'parent',
          locationSource: 'pin',
        };
        expect((await getChild(child.id, asParent(someone))).json()).toMatchObject({
          location: null,
          effectiveLocation: expected,
        });
        expect((await childrenOf(someone)).items[0]?.effectiveLocation).toEqual(expected);
        expect(await t.app().services.children.findOwnedChild(someone.id, child.id)).toEqual({
          id: child.id,
          parentUserId: someone.id,
          firstName: minimal.firstName,
          lastName: minimal.lastName,
          dateOfBirth: minimal.dateOfBirth,
          effectiveLocation: expected,
        });
      });

      it('is the child’s own location when set, whatever the parent saved', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        await saveUserLocation(someone, true);
        const child = await saved({ ...minimal, location: ownLocation }, someone);

        const expected = { ...ownLocation, source: 'child', locationSource: 'pin' };
        expect(child.effectiveLocation).toEqual(expected);
        expect(await t.app().services.children.listOwnedChildren(someone.id)).toMatchObject([
          { id: child.id, effectiveLocation: expected },
        ]);
      });

      it('keeps where the child’s own position came from: a postal area’s centre stays approximate', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const near = { ...ownLocation, locationSource: 'postal-code-centroid' };
        const child = await saved({ ...minimal, location: near }, someone);
        expect(child.location).toEqual(near);
        expect(child.effectiveLocation).toEqual({ ...near, source: 'child' });
      });

      it('follows the parent only when their last save moved the children (updateChildrenLocation)', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const child = await saved(minimal, someone);
        await saveUserLocation(someone, false);
        expect((await getChild(child.id, asParent(someone))).json()).toMatchObject({
          effectiveLocation: null,
        });
      });
    });

    describe('the children service for other modules', () => {
      it('finds only a parent’s own child; another parent’s or an unknown id is null', async () => {
        const child = await saved(maya, parent);
        const { children } = t.app().services;
        expect(await children.findOwnedChild(parent.id, child.id)).toMatchObject({
          id: child.id,
          parentUserId: parent.id,
        });
        expect(await children.findOwnedChild(stranger.id, child.id)).toBeNull();
        expect(
          await children.findOwnedChild(parent.id, '00000000-0000-4000-8000-000000000000'),
        ).toBeNull();
        // A malformed id never gets this far: the routes' schemas refuse it (400), once.
      });

      it('counts a parent’s children', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const { children } = t.app().services;
        expect(await children.countOfParent(someone.id)).toBe(0);
        await saved(minimal, someone);
        await saved(maya, someone);
        expect(await children.countOfParent(someone.id)).toBe(2);
        expect(await children.listOwnedChildren(someone.id)).toHaveLength(2);
      });
    });

    describe('today is Toronto’s', () => {
      it('at 22:00 in Toronto (03:00 UTC the next day) tomorrow is still an expected birth', async () => {
        const evening = createTestClock(new Date('2026-11-24T03:00:00Z'));
        const app = await t.buildApp({ clock: evening.clock });
        const someone = await signUp(app, { roles: ['Parent'] });
        const child = await saved({ ...minimal, dateOfBirth: '2026-11-24' }, someone, app);
        expect(child.expectedBirth).toBe(true);
        // 9 months from Toronto's 23 November, not UTC's 24th.
        const response = await save(
          { ...minimal, dateOfBirth: '2027-08-24' },
          asParent(someone),
          app,
        );
        expect(response.statusCode).toBe(400);
      });

      it('lets a parent correct a child who has turned 14 since, as long as the date of birth stays', async () => {
        // 23:30 in Toronto on the eve of the 14th birthday.
        const eve = createTestClock(new Date('2026-11-24T04:30:00Z'));
        const app = await t.buildApp({
          clock: eve.clock,
          env: { ACCESS_TOKEN_TTL_SECONDS: '86400' },
        });
        const someone = await signUp(app, { roles: ['Parent'] });
        const child = await saved({ ...minimal, dateOfBirth: '2012-11-24' }, someone, app);
        eve.advance(60 * 60 * 1000);

        const corrected = await saved(
          { ...minimal, id: child.id, dateOfBirth: '2012-11-24', notes: 'Moved to grade 9' },
          someone,
          app,
        );
        expect(corrected.notes).toBe('Moved to grade 9');
        const changed = await save(
          { ...minimal, id: child.id, dateOfBirth: '2012-11-23' },
          asParent(someone),
          app,
        );
        expect(changed.statusCode).toBe(400);
        expect(changed.json<ApiErrorBody>().code).toBe(childrenErrorCodes.dateOfBirthOutOfRange);
      });
    });
  },
  { clock: time.clock },
);
