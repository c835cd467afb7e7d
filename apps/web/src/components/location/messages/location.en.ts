/**
 * The location selector's and its map's words in English (ICU messages,
 * docs/decisions/i18n.md#the-recipe), word for word as docs/product/onboarding.md#location-selector
 * fixes them. The other languages' files have exactly these keys.
 */
export default {
  seekerTitle: 'Complete an address',
  providerTitle: 'Specify a childcare location',
  addressHeading: 'Address',
  edit: 'Edit',
  save: 'Save',
  addressLabel: 'Address',
  /** specMessages.loadingAddress, word for word (location-messages.test.ts compares them). */
  loadingAddress: 'Loading address...',
  note: 'Note: click the edit button and move the pin to your address',
  /** specMessages.addressIncomplete, word for word (location-messages.test.ts compares them). */
  addressIncomplete:
    'The address must contain the house number, street, city, province/state and country.',
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
  approximate:
    'Approximate position: near {postalArea}, the centre of that postal code’s area. We could not find the exact address, so distances are approximate. Drag the pin to your door to make them exact.',
  notPlaced:
    'We could not place this address on the map. Check the street, the number and the postal code (a Toronto one), or drag the pin to the place.',
  noSuggestions: 'No matching address',
  partHouseNumber: 'House number',
  partRoad: 'Street',
  partCity: 'City',
  partState: 'Province/state',
  partPostcode: 'Postal code',
  partCountry: 'Country',
} as const;
