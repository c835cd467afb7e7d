import { specMessages } from '@kinderwait/contract/messages';

/**
 * Words of the location selector and its map (docs/product/onboarding.md#location-selector, word
 * for word).
 */
export const locationTexts = {
  seekerTitle: 'Complete an address',
  providerTitle: 'Specify a childcare location',
  addressHeading: 'Address',
  edit: 'Edit',
  save: 'Save',
  addressLabel: 'Address',
  loadingAddress: specMessages.loadingAddress,
  note: 'Note: click the edit button and move the pin to your address',
  addressIncomplete: specMessages.addressIncomplete,
  mapLabel: 'Map of the address. Drag the pin in edit mode to change it.',
  mapLoading: 'Loading the map',
  pinLabel: 'Location pin',
  typeAddress: 'Type the address instead',
  geocoderUnavailable:
    'We could not look up an address for this place. Type the address below; the pin gives the position.',
  manualLegend: 'The address, typed',
  /** While a typed address is being placed on the map. */
  locating: 'Finding the address on the map…',
  placed: 'The pin is at the address you typed. Drag it if it is not quite right.',
  approximate: (postalArea: string) =>
    `Approximate position: near ${postalArea}, the centre of that postal code’s area. We could not find the exact address, so distances are approximate. Drag the pin to your door to make them exact.`,
  notPlaced:
    'We could not place this address on the map. Check the street, the number and the postal code (a Toronto one), or drag the pin to the place.',
  noSuggestions: 'No matching address',
  parts: {
    house_number: 'House number',
    road: 'Street',
    city: 'City',
    state: 'Province/state',
    postcode: 'Postal code',
    country: 'Country',
  },
} as const;
