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
  parts: {
    house_number: 'House number',
    road: 'Street',
    city: 'City',
    state: 'Province/state',
    postcode: 'Postal code',
    country: 'Country',
  },
} as const;
