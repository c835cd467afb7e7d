import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeGeocoder } from '../../test/fake-geocoder.ts';
import { nominatimPlace, startFakeGeocoder } from '../../test/fake-geocoder.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createRequestPacer } from './request-pacer.ts';

const militaryTrail = {
  house_number: '1265',
  road: 'Military Trail',
  suburb: 'Scarborough',
  city: 'Toronto',
  state: 'Ontario',
  postcode: 'M1C 1A4',
  country: 'Canada',
};

describe('the Nominatim geocoder against a local fake', () => {
  let fake: FakeGeocoder;
  const warnings: string[] = [];
  const log = {
    warn: (_details: object, message: string) => {
      warnings.push(message);
    },
  };

  beforeAll(async () => {
    fake = await startFakeGeocoder();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    warnings.length = 0;
    fake.search = () => ({ status: 200, body: [nominatimPlace(43.7845, -79.1862, militaryTrail)] });
  });

  const geocoderAt = (baseUrl: string, options: { maxWaitMs?: number } = {}) => {
    const time = createTestClock(new Date('2026-11-23T14:00:00Z'));
    const geocoder = createNominatimGeocoder({
      baseUrl,
      userAgent: 'KinderWait/1.0 (+https://kinderwait.example; support@kinderwait.ca)',
      pacer: createRequestPacer({
        minIntervalMs: 1000,
        maxWaitMs: options.maxWaitMs ?? 60_000,
        // The pace is checked in request-pacer.test.ts; here no request waits.
        sleep: () => Promise.resolve(),
      }),
      clock: time.clock,
      log,
    });
    return { geocoder, time };
  };

  it('searches a typed address by its parts, in Canada, identifying the application', async () => {
    const { geocoder } = geocoderAt(fake.url);
    const answer = await geocoder.search({
      houseNumber: '1265',
      road: 'Military Trail',
      city: 'Toronto',
      country: 'Canada',
    });
    expect(answer).toEqual({
      reachable: true,
      value: {
        latitude: 43.7845,
        longitude: -79.1862,
        label: Object.values(militaryTrail).join(', '),
        parts: {
          house_number: '1265',
          road: 'Military Trail',
          city: 'Toronto',
          state: 'Ontario',
          postcode: 'M1C 1A4',
          country: 'Canada',
        },
      },
    });
    const [request] = fake.requests;
    expect(request?.path).toBe('/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ca',
      limit: '1',
      street: '1265 Military Trail',
      city: 'Toronto',
      country: 'Canada',
    });
    expect(request?.userAgent).toBe(
      'KinderWait/1.0 (+https://kinderwait.example; support@kinderwait.ca)',
    );
  });

  it('asks once for the same address and answers again from its cache until the day is over', async () => {
    const { geocoder, time } = geocoderAt(fake.url);
    const address = { houseNumber: '1265', road: 'Military Trail', city: 'Toronto' };
    await Promise.all([geocoder.search(address), geocoder.search(address)]);
    await geocoder.search(address);
    expect(fake.requests).toHaveLength(1);
    time.advance(24 * 60 * 60 * 1000);
    await geocoder.search(address);
    expect(fake.requests).toHaveLength(2);
  });

  it('remembers that an address is unknown, but not that the service failed', async () => {
    const { geocoder } = geocoderAt(fake.url);
    fake.search = () => ({ status: 200, body: [] });
    expect(await geocoder.search({ road: 'Nowhere Lane' })).toEqual({
      reachable: true,
      value: null,
    });
    await geocoder.search({ road: 'Nowhere Lane' });
    expect(fake.requests).toHaveLength(1);

    fake.search = () => ({ status: 503, body: { error: 'overloaded' } });
    expect(await geocoder.search({ road: 'Busy Street' })).toEqual({ reachable: false });
    fake.search = () => ({ status: 200, body: [] });
    expect(await geocoder.search({ road: 'Busy Street' })).toEqual({
      reachable: true,
      value: null,
    });
    expect(warnings).toEqual(['geocoder answered an error']);
  });

  it('answers unreachable when nothing answers at its address', async () => {
    const { geocoder } = geocoderAt('http://geocoder.invalid');
    expect(await geocoder.search({ road: 'Military Trail' })).toEqual({ reachable: false });
    expect(warnings).toEqual(['geocoder unreachable']);
  });

  it('answers unreachable rather than queue a lookup past the pace’s limit', async () => {
    const { geocoder } = geocoderAt(fake.url, { maxWaitMs: 0 });
    const answers = await Promise.all([
      geocoder.search({ road: 'First Street' }),
      geocoder.search({ road: 'Second Street' }),
    ]);
    expect(answers.map((answer) => answer.reachable)).toEqual([true, false]);
    expect(fake.requests).toHaveLength(1);
  });

  it('suggests places for free text, Toronto first, at most the number asked', async () => {
    const { geocoder } = geocoderAt(fake.url);
    fake.search = () => ({
      status: 200,
      body: [1, 2, 3].map((n) =>
        nominatimPlace(43.7 + n / 100, -79.2, { ...militaryTrail, house_number: String(n) }),
      ),
    });
    const answer = await geocoder.suggest('1265 Military', 2);
    expect(answer.reachable && answer.value.map((place) => place.parts.house_number)).toEqual([
      '1',
      '2',
    ]);
    expect(Object.fromEntries(fake.requests[0]?.query ?? [])).toMatchObject({
      q: '1265 Military',
      countrycodes: 'ca',
      limit: '2',
      viewbox: '-79.64,43.86,-79.11,43.58',
    });
  });

  it('looks the parts of a point up, and says so when there is no address there', async () => {
    const { geocoder } = geocoderAt(fake.url);
    fake.reverse = () => ({
      status: 200,
      body: nominatimPlace(43.65, -79.38, { road: 'Bay Street', town: 'Toronto' }),
    });
    expect(await geocoder.reverse({ latitude: 43.65, longitude: -79.38 })).toEqual({
      reachable: true,
      value: { road: 'Bay Street', city: 'Toronto' },
    });
    fake.reverse = () => ({ status: 200, body: { error: 'Unable to geocode' } });
    expect(await geocoder.reverse({ latitude: 0, longitude: 0 })).toEqual({
      reachable: true,
      value: null,
    });
  });
});
