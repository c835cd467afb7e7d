import type {
  AddressPartSources,
  ApiErrorBody,
  ChildcareProviderLocation,
  UserLocation,
} from '@kinderwait/contract';
import {
  childcareProvidersApiPaths,
  roleIds,
  specMessages,
  userLocationsApiPaths,
} from '@kinderwait/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeGeocoder } from '../../test/fake-geocoder.ts';
import { nominatimPlace, startFakeGeocoder } from '../../test/fake-geocoder.ts';
import { getJson, sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

// The product's own payloads (docs/product/onboarding.md#saving-without-the-parts): address,
// latitude, longitude (and updateChildrenLocation), without locationDetails.
const cityHallPayload = {
  address: '100, Queen Street West, Toronto, Canada',
  latitude: 43.6534,
  longitude: -79.3841,
};

const fromText = (overrides: Partial<AddressPartSources> = {}): AddressPartSources => ({
  house_number: 'address-text',
  road: 'address-text',
  city: 'address-text',
  state: 'missing',
  postcode: 'missing',
  country: 'address-text',
  ...overrides,
});

forEachDatabase((t) => {
  let geocoder: FakeGeocoder;
  /** The app with its geocoder answering (the file's app has none it can reach). */
  let reachable: App;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    reachable = await t.buildApp({ env: { GEOCODER_URL: geocoder.url } });
  });
  afterAll(async () => {
    await geocoder.close();
  });
  beforeEach(() => {
    geocoder.requests.length = 0;
    geocoder.reverse = (query) => ({
      status: 200,
      body: nominatimPlace(Number(query.get('lat')), Number(query.get('lon')), {
        house_number: '100',
        road: 'Queen Street West',
        city: 'Toronto',
        state: 'Ontario',
        postcode: 'M5H 2N2',
        country: 'Canada',
      }),
    });
  });

  const saveUserLocation = async (app: App, body: object) => {
    const parent = await signUp(app, { roles: ['Parent'] });
    const response = await sendJson(
      app,
      'POST',
      userLocationsApiPaths.userLocations,
      { ...body, updateChildrenLocation: true },
      parent.headers(roleIds.Parent),
    );
    const saved = await getJson(app, userLocationsApiPaths.getUserLocation, parent.headers());
    return { response, saved: saved.json<UserLocation>() };
  };

  describe('POST /api/user-locations without locationDetails', () => {
    it('reads the parts from the address text, looks the rest up from the coordinates, and says where each came from', async () => {
      const { response, saved } = await saveUserLocation(reachable, cityHallPayload);
      expect(response.statusCode).toBe(200);
      expect(saved).toMatchObject({
        ...cityHallPayload,
        locationDetails: {
          house_number: '100',
          road: 'Queen Street West',
          city: 'Toronto',
          state: 'Ontario',
          postcode: 'M5H 2N2',
          country: 'Canada',
        },
        locationSource: 'pin',
        addressPartSources: fromText({ state: 'geocoder', postcode: 'geocoder' }),
        updateChildrenLocation: true,
      });
      // One lookup of the coordinates, made by the server with an identifying User-Agent.
      expect(geocoder.requests).toHaveLength(1);
      const [lookup] = geocoder.requests;
      expect(lookup?.path).toBe('/reverse');
      expect([lookup?.query.get('lat'), lookup?.query.get('lon')]).toEqual(['43.6534', '-79.3841']);
      expect(lookup?.userAgent).toMatch(/^KinderWait\/.*support@kinderwait\.ca/);
    });

    it('takes a postal code and province written in the text, and the street number in front of the street', async () => {
      const { response, saved } = await saveUserLocation(t.app(), {
        address: '1265 Military Trail, Toronto, ON M1C 1A4, Canada',
        latitude: 43.7845,
        longitude: -79.1862,
      });
      expect(response.statusCode).toBe(200);
      expect(saved.locationDetails).toEqual({
        house_number: '1265',
        road: 'Military Trail',
        city: 'Toronto',
        state: 'ON',
        postcode: 'M1C 1A4',
        country: 'Canada',
      });
      expect(saved.addressPartSources).toEqual(
        fromText({ state: 'address-text', postcode: 'address-text' }),
      );
    });

    it('with the geocoder unreachable, saves what the text gives and records the rest as missing', async () => {
      const { response, saved } = await saveUserLocation(t.app(), cityHallPayload);
      expect(response.statusCode).toBe(200);
      expect(saved).toMatchObject({
        locationDetails: {
          house_number: '100',
          road: 'Queen Street West',
          city: 'Toronto',
          state: '',
          postcode: '',
          country: 'Canada',
        },
        addressPartSources: fromText(),
      });
    });

    it('fills a house number the text lacks from the coordinates', async () => {
      const { response, saved } = await saveUserLocation(reachable, {
        ...cityHallPayload,
        address: 'Queen Street West, Toronto, Canada',
      });
      expect(response.statusCode).toBe(200);
      expect(saved.locationDetails?.house_number).toBe('100');
      expect(saved.addressPartSources).toMatchObject({
        house_number: 'geocoder',
        road: 'address-text',
      });
    });

    it('refuses a text with no house number and street that the coordinates cannot supply: 400 on the address, nothing saved', async () => {
      const { response, saved } = await saveUserLocation(t.app(), {
        ...cityHallPayload,
        address: 'Toronto, Canada',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toBe(
        `body.address: ${specMessages.addressIncomplete}`,
      );
      expect(saved.address).toBeNull();
    });
  });

  describe('PATCH /api/childcare-providers with a childcare location without locationDetails', () => {
    const editLocation = async (app: App, childcareLocation: object) => {
      const provider = await signUp(app, { roles: ['Unlicenced'] });
      const headers = provider.headers(roleIds.Unlicenced);
      const response = await sendJson(
        app,
        'PATCH',
        childcareProvidersApiPaths.profile,
        { paths: ['ChildcareLocation'], childcareLocation },
        headers,
      );
      const saved = await getJson(app, childcareProvidersApiPaths.location, headers);
      return { response, saved: saved.json<ChildcareProviderLocation>() };
    };

    it('saves it, with the parts from the text and the coordinates, and where each came from', async () => {
      const { response, saved } = await editLocation(reachable, cityHallPayload);
      expect(response.statusCode).toBe(200);
      expect(saved).toEqual({
        ...cityHallPayload,
        locationDetails: {
          house_number: '100',
          road: 'Queen Street West',
          city: 'Toronto',
          state: 'Ontario',
          postcode: 'M5H 2N2',
          country: 'Canada',
        },
        locationSource: 'pin',
        addressPartSources: fromText({ state: 'geocoder', postcode: 'geocoder' }),
      });
    });

    it('refuses an address text that gives no street: 400 naming the childcare location’s address', async () => {
      const { response, saved } = await editLocation(t.app(), {
        ...cityHallPayload,
        address: 'Canada',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().detail).toBe(
        `body.childcareLocation.address: ${specMessages.addressIncomplete}`,
      );
      expect(saved.address).toBeNull();
    });
  });
});
