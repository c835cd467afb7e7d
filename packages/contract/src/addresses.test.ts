import { describe, expect, test } from 'vitest';
import { addressDetailsOf, LocationBody, missingAddressParts } from './addresses.ts';
import { providerTypeIdsForRole, providerTypesByRole } from './childcare-provider-edit.ts';
import { roleCodes } from './constants.ts';
import { specMessages } from './messages.ts';

const details = {
  house_number: ' 100 ',
  road: 'Queen Street West',
  city: 'Toronto',
  state: 'Ontario',
  postcode: 'M5H 2N2',
  country: 'Canada',
  lat: '43.65',
  lon: '-79.38',
};

describe('missingAddressParts', () => {
  test('lists the address rule’s parts that are absent or blank, in the rule’s order', () => {
    expect(missingAddressParts(details)).toEqual([]);
    expect(missingAddressParts({ road: 'Queen', city: ' ', country: 'Canada' })).toEqual([
      'house_number',
      'city',
      'state',
      'postcode',
    ]);
    expect(missingAddressParts({ house_number: null })).toHaveLength(6);
  });
});

describe('addressDetailsOf', () => {
  test('keeps the six parts, trimmed, and drops the geocoder’s coordinates', () => {
    expect(addressDetailsOf(details)).toEqual({
      house_number: '100',
      road: 'Queen Street West',
      city: 'Toronto',
      state: 'Ontario',
      postcode: 'M5H 2N2',
      country: 'Canada',
    });
  });
});

describe('LocationBody', () => {
  const body = {
    address: '100, Queen Street West, Toronto, Canada',
    latitude: 43.65,
    longitude: -79.38,
  };

  test('accepts a complete location', () => {
    expect(LocationBody.safeParse({ ...body, locationDetails: details }).success).toBe(true);
  });

  test('puts the address rule’s message on locationDetails when a part is missing', () => {
    const result = LocationBody.safeParse({
      ...body,
      locationDetails: { ...details, postcode: undefined },
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['locationDetails'], specMessages.addressIncomplete],
    ]);
  });

  test('refuses coordinates out of range or not finite', () => {
    for (const [latitude, longitude] of [
      [90.01, 0],
      [0, -180.01],
      [Number.NaN, 0],
      [0, Number.POSITIVE_INFINITY],
    ]) {
      expect(
        LocationBody.safeParse({ ...body, latitude, longitude, locationDetails: details }).success,
      ).toBe(false);
    }
  });
});

describe('providerTypesByRole', () => {
  test('gives every provider role at least one type, and a parent none', () => {
    expect(providerTypeIdsForRole('Licenced')).toEqual([1, 2]);
    expect(providerTypeIdsForRole('Unlicenced')).toEqual([3]);
    expect(providerTypeIdsForRole('BabySitter')).toEqual([4]);
    expect(providerTypeIdsForRole('Parent')).toEqual([]);
    expect(Object.keys(providerTypesByRole).sort()).toEqual([...roleCodes].sort());
  });
});
