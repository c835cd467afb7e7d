import type { LocateAddressResponse, SuggestAddressResponse } from '@kinderwait/contract';
import { addressesApiPaths, roleIds } from '@kinderwait/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app/build-app.ts';
import type { TestUser } from '../../test/accounts.ts';
import { signUp } from '../../test/accounts.ts';
import type { FakeGeocoder } from '../../test/fake-geocoder.ts';
import { nominatimPlace, startFakeGeocoder } from '../../test/fake-geocoder.ts';
import { sendJson } from '../../test/sample-requests.ts';
import { forEachDatabase } from '../../test/test-app.ts';

const militaryTrail = {
  house_number: '1265',
  road: 'Military Trail',
  city: 'Toronto',
  state: 'ON',
  postcode: 'M1C 1A4',
  country: 'Canada',
};
/** The centre of M1C's licensed centres (migration 0019). */
const m1cCentre = { latitude: 43.788671, longitude: -79.155649 };

forEachDatabase((t) => {
  let geocoder: FakeGeocoder;
  let reachable: App;
  let parent: TestUser;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
    reachable = await t.buildApp({
      env: { GEOCODER_URL: geocoder.url, GEOCODING_RATE_LIMIT_MAX: '3' },
    });
    parent = await signUp(t.app(), { roles: ['Parent'] });
  });
  afterAll(async () => {
    await geocoder.close();
  });
  beforeEach(() => {
    geocoder.requests.length = 0;
    geocoder.search = () => ({
      status: 200,
      body: [nominatimPlace(43.7845, -79.1862, { ...militaryTrail, state: 'Ontario' })],
    });
  });

  const post = async (app: App, path: string, body: object, remoteAddress?: string) => {
    const headers = parent.headers(roleIds.Parent);
    if (remoteAddress === undefined) return sendJson(app, 'POST', path, body, headers);
    return app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  };
  const locate = async (app: App, body: object) => {
    const response = await post(app, addressesApiPaths.locate, body);
    expect(response.statusCode).toBe(200);
    return response.json<LocateAddressResponse>();
  };

  describe('POST /api/addresses/actions/locate', () => {
    it('places a typed address where the geocoder finds it', async () => {
      expect(await locate(reachable, militaryTrail)).toEqual({
        place: {
          latitude: 43.7845,
          longitude: -79.1862,
          locationSource: 'geocoded-address',
          postalArea: null,
        },
        geocoderReachable: true,
      });
      expect(Object.fromEntries(geocoder.requests[0]?.query ?? [])).toMatchObject({
        street: '1265 Military Trail',
        city: 'Toronto',
        country: 'Canada',
      });
    });

    it('with the geocoder unreachable, places it at the centre of its postal area, saying so', async () => {
      expect(await locate(t.app(), militaryTrail)).toEqual({
        place: { ...m1cCentre, locationSource: 'postal-code-centroid', postalArea: 'M1C' },
        geocoderReachable: false,
      });
    });

    it('when the geocoder knows no such street, falls back to the postal area too', async () => {
      geocoder.search = () => ({ status: 200, body: [] });
      expect(
        await locate(reachable, { ...militaryTrail, road: 'Military Trail East' }),
      ).toMatchObject({
        place: { locationSource: 'postal-code-centroid', postalArea: 'M1C' },
        geocoderReachable: true,
      });
    });

    it('places a postal code alone, approximately, without asking the geocoder', async () => {
      expect(await locate(reachable, { postcode: 'm1c1a4' })).toMatchObject({
        place: { ...m1cCentre, postalArea: 'M1C' },
      });
      expect(geocoder.requests).toHaveLength(0);
    });

    // The file's app has no geocoder it can reach; nothing typed is not even asked.
    it.each([
      ['a postal code outside Toronto', { ...militaryTrail, postcode: 'K1A 0B1' }, false],
      ['an address without a postal code', { ...militaryTrail, postcode: '' }, false],
      ['nothing typed', {}, true],
    ])(
      'cannot place %s without the geocoder: no place, never a default one',
      async (_case, body, geocoderReachable) => {
        expect(await locate(t.app(), body)).toEqual({ place: null, geocoderReachable });
      },
    );

    it.each([
      [
        'a control character alone (which trimming would drop)',
        { city: '\u000b' },
        /^body\.city: must not contain/,
      ],
      ['a line break inside a part', { road: 'Military\nTrail' }, /^body\.road: must not contain/],
      ['a part over 200 characters', { road: 'x'.repeat(201) }, /^body\.road: /],
    ])('refuses %s: 400 naming the part', async (_case, body, detail) => {
      const response = await post(t.app(), addressesApiPaths.locate, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    });

    it('is limited per client: a burst of typing past the limit is a 429', async () => {
      const address = '203.0.113.77';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await post(reachable, addressesApiPaths.locate, { postcode: 'M1C' }, address))
            .statusCode,
        );
      }
      // Every request counts, those the anti-forgery check refuses too (rate-limit.ts).
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('POST /api/addresses/actions/suggest', () => {
    it('suggests the geocoder’s addresses with their parts', async () => {
      const response = await post(reachable, addressesApiPaths.suggest, { query: '1265 Military' });
      expect(response.statusCode).toBe(200);
      expect(response.json<SuggestAddressResponse>()).toEqual({
        items: [
          {
            label: Object.values({ ...militaryTrail, state: 'Ontario' }).join(', '),
            latitude: 43.7845,
            longitude: -79.1862,
            locationDetails: { ...militaryTrail, state: 'Ontario' },
          },
        ],
        geocoderReachable: true,
      });
    });

    it('suggests nothing, and says why, when the geocoder cannot be reached', async () => {
      const response = await post(t.app(), addressesApiPaths.suggest, { query: '1265 Military' });
      expect(response.json()).toEqual({ items: [], geocoderReachable: false });
    });

    it('never asks OpenStreetMap’s public geocoder, whose usage policy forbids autocomplete', async () => {
      const publicOne = await t.buildApp({
        env: { GEOCODER_URL: 'https://nominatim.openstreetmap.org' },
      });
      const response = await post(publicOne, addressesApiPaths.suggest, { query: '1265 Military' });
      expect(response.json()).toEqual({ items: [], geocoderReachable: true });
    });

    it('refuses a query shorter than three characters (400 naming it)', async () => {
      const response = await post(reachable, addressesApiPaths.suggest, { query: ' 12 ' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^body\.query: /);
    });
  });
});
