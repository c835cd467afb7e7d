import { describe, expect, it } from 'vitest';
import { specMessages } from '../messages.ts';
import {
  addressValidationMessage,
  buildAddressString,
  isAddressComplete,
  LocationDetails,
} from './address.ts';

const complete = {
  house_number: '100',
  road: 'Queen Street West',
  city: 'Toronto',
  state: 'Ontario',
  postcode: 'M5H 2N2',
  country: 'Canada',
  lat: '43.6534',
  lon: '-79.3839',
};

describe('buildAddressString', () => {
  it('joins house number, road, city and country with ", "', () => {
    expect(buildAddressString(complete)).toBe('100, Queen Street West, Toronto, Canada');
  });

  it.each([
    [
      'house number',
      { ...complete, house_number: undefined },
      'Queen Street West, Toronto, Canada',
    ],
    ['road', { ...complete, road: undefined }, '100, Toronto, Canada'],
    ['city', { ...complete, city: undefined }, '100, Queen Street West, Canada'],
    ['country', { ...complete, country: undefined }, '100, Queen Street West, Toronto'],
  ])('skips a missing %s', (_part, details, text) => {
    expect(buildAddressString(details)).toBe(text);
  });

  it('skips blank and null parts and trims the others', () => {
    expect(
      buildAddressString({ house_number: '  ', road: null, city: ' Toronto ', country: 'Canada' }),
    ).toBe('Toronto, Canada');
  });

  it('leaves out state and postcode, which the address string does not list', () => {
    expect(buildAddressString({ state: 'Ontario', postcode: 'M5H 2N2' })).toBe('');
  });

  it('gives "" for no details', () => {
    expect(buildAddressString({})).toBe('');
    expect(buildAddressString(null)).toBe('');
    expect(buildAddressString(undefined)).toBe('');
  });
});

describe('isAddressComplete (the address rule)', () => {
  it('is true when all six parts are present', () => {
    expect(isAddressComplete(complete)).toBe(true);
    expect(addressValidationMessage(complete)).toBeNull();
  });

  it.each(['house_number', 'road', 'city', 'state', 'postcode', 'country'] as const)(
    'is false without %s, missing, empty, blank or null',
    (part) => {
      for (const value of [undefined, '', '   ', null]) {
        const details = { ...complete, [part]: value };
        expect(isAddressComplete(details)).toBe(false);
        expect(addressValidationMessage(details)).toBe(specMessages.addressIncomplete);
      }
    },
  );

  it('does not need lat and lon', () => {
    const withoutCoordinates = { ...complete, lat: undefined, lon: undefined };
    expect(isAddressComplete(withoutCoordinates)).toBe(true);
  });

  it('is false for no details', () => {
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete(undefined)).toBe(false);
    expect(addressValidationMessage(undefined)).toBe(
      'The address must contain the house number, street, city, province/state and country.',
    );
  });
});

describe('LocationDetails schema', () => {
  it('accepts a reverse-geocoder address with string or number coordinates', () => {
    expect(LocationDetails.parse(complete)).toEqual(complete);
    expect(LocationDetails.parse({ lat: 43.65, lon: -79.38 })).toEqual({ lat: 43.65, lon: -79.38 });
  });

  it('accepts an empty object, since every part is optional', () => {
    expect(LocationDetails.parse({})).toEqual({});
  });

  it('drops parts the location details do not name', () => {
    expect(LocationDetails.parse({ city: 'Toronto', suburb: 'Old Toronto' })).toEqual({
      city: 'Toronto',
    });
  });

  it.each([{ city: 5 }, { lat: true }, { house_number: 100 }])('rejects %o', (details) => {
    expect(LocationDetails.safeParse(details).success).toBe(false);
  });
});
