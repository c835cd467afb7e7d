import type { AddressDetails } from '@kinderwait/contract/addresses';

/** Toronto City Hall's address parts, as the geocoder names them: the tests' usual place. */
export const cityHallAddress: AddressDetails = {
  house_number: '100',
  road: 'Queen Street West',
  city: 'Toronto',
  state: 'Ontario',
  postcode: 'M5H 2N2',
  country: 'Canada',
};
