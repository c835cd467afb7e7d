import type { AddressPartSources, ApiErrorBody, UserLocation } from '@kinderwait/contract';
import {
  commonErrorCodes,
  roleIds,
  specMessages,
  userLocationsApiPaths,
  userLocationsErrorCodes,
  userLocationsMessages,
} from '@kinderwait/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import { cityHall, getJson, sendJson, unionStation } from '../../test/sample-requests.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const time = createTestClock(new Date('2026-11-23T14:00:00Z'));

const allFrom = (source: AddressPartSources['road']): AddressPartSources => ({
  house_number: source,
  road: source,
  city: source,
  state: source,
  postcode: source,
  country: source,
});

const savedCityHall = {
  address: cityHall.address,
  latitude: cityHall.latitude,
  longitude: cityHall.longitude,
  locationDetails: {
    house_number: '100',
    road: 'Queen Street West',
    city: 'Toronto',
    state: 'Ontario',
    postcode: 'm5h 2n2',
    country: 'Canada',
  },
  locationSource: 'pin',
  addressPartSources: allFrom('location-details'),
};

const nothingSaved: UserLocation = {
  address: null,
  latitude: null,
  longitude: null,
  locationDetails: null,
  locationSource: null,
  addressPartSources: null,
  updateChildrenLocation: false,
  updatedAt: null,
};

forEachDatabase(
  (t) => {
    let parent: TestUser;
    let provider: TestUser;

    beforeAll(async () => {
      parent = await signUp(t.app(), { roles: ['Parent'] });
      provider = await signUp(t.app(), { roles: ['Licenced'] });
    });

    const save = (body: unknown, headers: Record<string, string>) =>
      sendJson(t.app(), 'POST', userLocationsApiPaths.userLocations, body, headers);

    const location = async (user: TestUser): Promise<UserLocation> => {
      const response = await getJson(
        t.app(),
        userLocationsApiPaths.getUserLocation,
        user.headers(),
      );
      expect(response.statusCode).toBe(200);
      return response.json<UserLocation>();
    };

    const detailOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().detail;

    describe('GET /account/getUserLocation', () => {
      it('answers every location field null before anything is saved', async () => {
        const someone = await signUp(t.app());
        expect(await location(someone)).toEqual(nothingSaved);
      });

      it('needs sign-in', async () => {
        const response = await getJson(t.app(), userLocationsApiPaths.getUserLocation, {});
        expect(response.statusCode).toBe(401);
      });

      it('refuses a role the user does not hold (403)', async () => {
        const response = await getJson(
          t.app(),
          userLocationsApiPaths.getUserLocation,
          parent.headers(roleIds.Licenced),
        );
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.roleNotHeld);
      });
    });

    describe('POST /api/user-locations', () => {
      it('saves a parent’s location and moves the children with it (child.create)', async () => {
        const response = await save(
          { ...cityHall, updateChildrenLocation: true },
          parent.headers(roleIds.Parent),
        );
        expect(response.statusCode).toBe(200);
        const expected = {
          ...savedCityHall,
          updateChildrenLocation: true,
          updatedAt: time.clock().toISOString(),
        };
        expect(response.json()).toEqual(expected);
        expect(await location(parent)).toEqual(expected);
        expect(await t.app().services.userLocations.childrenLocationOf(parent.id)).toEqual({
          address: savedCityHall.address,
          latitude: savedCityHall.latitude,
          longitude: savedCityHall.longitude,
          locationDetails: savedCityHall.locationDetails,
          locationSource: 'pin',
        });
      });

      it('replaces the location; false leaves the children where they are', async () => {
        const response = await save(
          { ...unionStation, updateChildrenLocation: false },
          parent.headers(roleIds.Parent),
        );
        expect(response.statusCode).toBe(200);
        expect(await location(parent)).toMatchObject({
          address: unionStation.address,
          latitude: unionStation.latitude,
          updateChildrenLocation: false,
        });
        expect(await t.app().services.userLocations.childrenLocationOf(parent.id)).toBeNull();
      });

      it('saves a provider’s own location without moving children', async () => {
        const response = await save(
          { ...cityHall, updateChildrenLocation: false },
          provider.headers(roleIds.Licenced),
        );
        expect(response.statusCode).toBe(200);
        expect(await location(provider)).toMatchObject({ address: cityHall.address });
      });

      it.each([
        ['a role without child.create', () => provider.headers(roleIds.Licenced)],
        ['no role at all', () => provider.headers()],
      ])(
        'refuses updateChildrenLocation true from %s: 400 naming the field, nothing saved',
        async (_case, headers) => {
          const before = await location(provider);
          const response = await save({ ...unionStation, updateChildrenLocation: true }, headers());
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            message: userLocationsMessages.childrenLocationNotAllowed,
            detail: `body.updateChildrenLocation: ${userLocationsMessages.childrenLocationNotAllowed}`,
            code: userLocationsErrorCodes.childrenLocationNotAllowed,
          });
          expect(await location(provider)).toEqual(before);
        },
      );

      const withoutPostcode = { ...cityHall.locationDetails, postcode: undefined };
      it.each([
        [
          'an address without a postcode (the address rule)',
          { ...cityHall, locationDetails: withoutPostcode },
          `body.locationDetails: ${specMessages.addressIncomplete}`,
        ],
        [
          'a blank province',
          { ...cityHall, locationDetails: { ...cityHall.locationDetails, state: '  ' } },
          `body.locationDetails: ${specMessages.addressIncomplete}`,
        ],
        [
          'a locationSource it does not know',
          { ...cityHall, locationSource: 'guess' },
          /^body\.locationSource: /,
        ],
        ['a blank address', { ...cityHall, address: ' ' }, /^body\.address: /],
        ['a latitude out of range', { ...cityHall, latitude: 90.5 }, /^body\.latitude: /],
        ['a longitude out of range', { ...cityHall, longitude: -180.1 }, /^body\.longitude: /],
        ['a latitude as text', { ...cityHall, latitude: '43.6' }, /^body\.latitude: /],
        [
          'an address with a line break',
          { ...cityHall, address: '100 Queen\nStreet' },
          /^body\.address: must not contain/,
        ],
      ])('refuses %s: 400 naming the field, nothing saved', async (_case, body, detail) => {
        const before = await location(parent);
        const response = await save(
          { ...body, updateChildrenLocation: true },
          parent.headers(roleIds.Parent),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().code).toBe(commonErrorCodes.validationFailed);
        if (typeof detail === 'string') expect(detailOf(response)).toBe(detail);
        else expect(detailOf(response)).toMatch(detail);
        expect(await location(parent)).toEqual(before);
      });

      it('refuses a missing updateChildrenLocation', async () => {
        const response = await save(cityHall, parent.headers(roleIds.Parent));
        expect(response.statusCode).toBe(400);
        expect(detailOf(response)).toMatch(/^body\.updateChildrenLocation: /);
      });

      it('needs sign-in', async () => {
        const response = await save({ ...cityHall, updateChildrenLocation: false }, {});
        expect(response.statusCode).toBe(401);
      });

      it('refuses a role the user does not hold (403), saving nothing', async () => {
        const before = await location(parent);
        const response = await save(
          { ...cityHall, updateChildrenLocation: false },
          parent.headers(roleIds.BabySitter),
        );
        expect(response.statusCode).toBe(403);
        expect(await location(parent)).toEqual(before);
      });

      it('records where the web placed the position: a postal area’s centre is kept as such', async () => {
        const someone = await signUp(t.app(), { roles: ['Parent'] });
        const response = await save(
          {
            ...cityHall,
            latitude: 43.788671,
            longitude: -79.155649,
            locationSource: 'postal-code-centroid',
            updateChildrenLocation: true,
          },
          someone.headers(roleIds.Parent),
        );
        expect(response.statusCode).toBe(200);
        expect(await location(someone)).toMatchObject({ locationSource: 'postal-code-centroid' });
        expect(await t.app().services.userLocations.childrenLocationOf(someone.id)).toMatchObject({
          locationSource: 'postal-code-centroid',
        });
      });

      it('never shows one user’s location to another', async () => {
        const stranger = await signUp(t.app(), { roles: ['Parent'] });
        expect(await location(stranger)).toEqual(nothingSaved);
        await save({ ...cityHall, updateChildrenLocation: true }, stranger.headers(roleIds.Parent));
        expect((await location(parent)).address).toBe(unionStation.address);
      });
    });
  },
  { clock: time.clock },
);
