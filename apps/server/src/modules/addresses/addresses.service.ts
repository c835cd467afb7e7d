import type {
  AddressDetails,
  AddressPart,
  AddressPartSources,
  LocateAddressBody,
  LocateAddressResponse,
  LocationBody,
  LocationSource,
  SuggestAddressBody,
  SuggestAddressResponse,
  ValidateAddressBody,
  ValidateAddressResponse,
} from '@kinderwait/contract';
import {
  addressDetailsOf,
  addressSuggestionLimits,
  addressValidationMessage,
  missingAddressParts,
  requiredAddressParts,
  specMessages,
} from '@kinderwait/contract';
import { invalidRequest } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import type { GeocodedParts, Geocoder } from '../../integrations/geocoding/geocoder.ts';
import type { PostalAreaGeocoder } from '../../integrations/geocoding/postal-area-geocoder.ts';
import { partsOfAddressText } from './address-text.ts';

/** A location ready to store: its parts, where each came from, and where its position came from. */
export interface ResolvedLocation {
  address: string;
  latitude: number;
  longitude: number;
  addressDetails: AddressDetails;
  addressPartSources: AddressPartSources;
  locationSource: LocationSource;
}

/**
 * Addresses (docs/product/onboarding.md#address-rule, #typing-an-address): the address rule for
 * clients that cannot run it, placing a typed address on the map (the geocoder, else the postal
 * area's centre), suggestions while typing, and the parts of a location saved without them.
 */
export interface AddressesService {
  validate(details: ValidateAddressBody): ValidateAddressResponse;
  /**
   * Where a typed address is: the geocoder's match of the street address; else, when it cannot be
   * reached or knows none, the centre of the postal code's area (approximate); else no place.
   */
  locate(body: LocateAddressBody): Promise<LocateAddressResponse>;
  /** Addresses that fit the query, when suggestions are on and the geocoder answers. */
  suggest(body: SuggestAddressBody): Promise<SuggestAddressResponse>;
  /**
   * The location to save from a client's payload. With `locationDetails`, those parts. Without
   * them, the parts the address text shows, then what the geocoder says of the coordinates for the
   * rest; 400 naming `fieldPath`'s address when neither gives a house number and a street.
   */
  resolveLocation(body: LocationBody, fieldPath: readonly string[]): Promise<ResolvedLocation>;
}

export interface AddressesServiceDeps {
  config: Pick<Config, 'GEOCODER_SUGGESTIONS'>;
  geocoder: Geocoder;
  postalAreas: PostalAreaGeocoder;
}

const allFrom = (source: AddressPartSources[AddressPart]): AddressPartSources => ({
  house_number: source,
  road: source,
  city: source,
  state: source,
  postcode: source,
  country: source,
});

const text = (value: string | undefined): string => value?.trim() ?? '';

export function createAddressesService({
  config,
  geocoder,
  postalAreas,
}: AddressesServiceDeps): AddressesService {
  return {
    validate: (details) => {
      const message = addressValidationMessage(details);
      return message === null
        ? { valid: true, missingParts: [] }
        : { valid: false, message, missingParts: missingAddressParts(details) };
    },

    locate: async (body) => {
      let geocoderReachable = true;
      const road = text(body.road);
      if (road !== '') {
        // Street, number, city and country only: Canadian postal codes are sparse in
        // OpenStreetMap, and one it lacks would make the whole search find nothing.
        const answer = await geocoder.search({
          houseNumber: text(body.house_number),
          road,
          city: text(body.city),
          country: text(body.country),
        });
        if (answer.reachable && answer.value !== null) {
          const { latitude, longitude } = answer.value;
          return {
            place: { latitude, longitude, locationSource: 'geocoded-address', postalArea: null },
            geocoderReachable,
          };
        }
        geocoderReachable = answer.reachable;
      }
      const postcode = text(body.postcode);
      const centre = postcode === '' ? null : await postalAreas.centreOf(postcode);
      if (centre === null) return { place: null, geocoderReachable };
      return {
        place: {
          latitude: centre.latitude,
          longitude: centre.longitude,
          locationSource: 'postal-code-centroid',
          postalArea: centre.postalArea,
        },
        geocoderReachable,
      };
    },

    suggest: async ({ query }) => {
      if (config.GEOCODER_SUGGESTIONS === 'off') return { items: [], geocoderReachable: true };
      const answer = await geocoder.suggest(query, addressSuggestionLimits.items);
      if (!answer.reachable) return { items: [], geocoderReachable: false };
      return {
        items: answer.value.map((place) => ({
          label: place.label,
          latitude: place.latitude,
          longitude: place.longitude,
          locationDetails: addressDetailsOf(place.parts),
        })),
        geocoderReachable: true,
      };
    },

    resolveLocation: async (body, fieldPath) => {
      const { address, latitude, longitude } = body;
      const locationSource = body.locationSource ?? 'pin';
      if (body.locationDetails !== undefined) {
        return {
          address,
          latitude,
          longitude,
          addressDetails: addressDetailsOf(body.locationDetails),
          addressPartSources: allFrom('location-details'),
          locationSource,
        };
      }
      const fromText = partsOfAddressText(address);
      let fromCoordinates: GeocodedParts = {};
      if (requiredAddressParts.some((part) => text(fromText[part]) === '')) {
        const answer = await geocoder.reverse({ latitude, longitude });
        if (answer.reachable && answer.value !== null) fromCoordinates = answer.value;
      }
      const details = addressDetailsOf({});
      const sources = allFrom('missing');
      for (const part of requiredAddressParts) {
        const said = text(fromText[part]);
        const found = text(fromCoordinates[part]);
        if (said !== '') {
          details[part] = said;
          sources[part] = 'address-text';
        } else if (found !== '') {
          details[part] = found;
          sources[part] = 'geocoder';
        }
      }
      // As far as an address text can be checked: it must say where the door is.
      if (details.house_number === '' || details.road === '') {
        throw invalidRequest([
          { path: [...fieldPath, 'address'], message: specMessages.addressIncomplete },
        ]);
      }
      return {
        address,
        latitude,
        longitude,
        addressDetails: details,
        addressPartSources: sources,
        locationSource,
      };
    },
  };
}
