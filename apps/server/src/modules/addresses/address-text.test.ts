import { describe, expect, it } from 'vitest';
import { partsOfAddressText } from './address-text.ts';

describe('the parts of an address text', () => {
  it('reads the product’s own address string (number, street, city, country)', () => {
    expect(partsOfAddressText('100, Queen Street West, Toronto, Canada')).toEqual({
      house_number: '100',
      road: 'Queen Street West',
      city: 'Toronto',
      country: 'Canada',
    });
  });

  it('reads a number written before the street, and a province and postal code after the city', () => {
    expect(partsOfAddressText('1265 Military Trail, Toronto, ON M1C 1A4, Canada')).toEqual({
      house_number: '1265',
      road: 'Military Trail',
      city: 'Toronto',
      state: 'ON',
      postcode: 'M1C 1A4',
      country: 'Canada',
    });
    expect(partsOfAddressText('12-345 Main St, Toronto Ontario, m4c1b5')).toEqual({
      house_number: '12-345',
      road: 'Main St',
      city: 'Toronto',
      state: 'Ontario',
      postcode: 'M4C 1B5',
    });
  });

  it('leaves out what the text does not show', () => {
    expect(partsOfAddressText('Queen Street West, Toronto')).toEqual({
      road: 'Queen Street West',
      city: 'Toronto',
    });
    expect(partsOfAddressText(' , ')).toEqual({});
  });
});
