import { z } from 'zod';
import { specMessages } from './messages.ts';
import type { AddressPart } from './rules/address.ts';
import { requiredAddressParts } from './rules/address.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Addresses and locations (docs/product/onboarding.md#location-by-role): the pieces every location
 * payload shares (the childcare location, the user location) and the server-side address check.
 */
export const addressesApiPaths = {
  validate: '/api/addresses/actions/validate',
  /** A typed address (or a postal code) to a position: forward geocoding. */
  locate: '/api/addresses/actions/locate',
  /** Addresses that fit what is being typed, while the geocoder can be reached. */
  suggest: '/api/addresses/actions/suggest',
} as const;

export const addressPartMaxLength = 200;
export const addressMaxLength = 500;

export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);

const AddressPartText = safeText(z.string().trim().max(addressPartMaxLength));
/** Nominatim sends coordinates as strings; the parts' lat/lon are accepted and not used. */
const DetailCoordinate = z.union([safeText(z.string().trim().max(40)), z.number()]);

/**
 * The `locationDetails` (docs/product/onboarding.md#reverse-geocoding) as a client sends them (from
 * the reverse geocoder or typed by hand when it is unreachable): every part optional, each trimmed
 * and single-line.
 */
export const LocationDetailsInput = z.object({
  house_number: AddressPartText.optional(),
  road: AddressPartText.optional(),
  city: AddressPartText.optional(),
  state: AddressPartText.optional(),
  postcode: AddressPartText.optional(),
  country: AddressPartText.optional(),
  lat: DetailCoordinate.optional(),
  lon: DetailCoordinate.optional(),
});
export type LocationDetailsInput = z.infer<typeof LocationDetailsInput>;

/** The parts of `details` the address rule finds missing or blank, in the rule's order. */
export function missingAddressParts(
  details: Readonly<Partial<Record<AddressPart, string | null>>>,
): AddressPart[] {
  return requiredAddressParts.filter((part) => (details[part]?.trim() ?? '') === '');
}

/**
 * A complete address (docs/product/onboarding.md#address-rule): the rule's message on
 * `locationDetails` when a part is missing.
 */
export const CompleteLocationDetails = LocationDetailsInput.superRefine((details, context) => {
  if (missingAddressParts(details).length > 0) {
    context.addIssue({ code: 'custom', message: specMessages.addressIncomplete });
  }
});

/** The address parts a saved location keeps (all six, trimmed). */
export const AddressDetails = z.object({
  house_number: z.string(),
  road: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type AddressDetails = z.infer<typeof AddressDetails>;

/** The six parts of a complete address, trimmed, without the geocoder's extras. */
export function addressDetailsOf(details: LocationDetailsInput): AddressDetails {
  const part = (name: AddressPart): string => details[name]?.trim() ?? '';
  return {
    house_number: part('house_number'),
    road: part('road'),
    city: part('city'),
    state: part('state'),
    postcode: part('postcode'),
    country: part('country'),
  };
}

/**
 * Where a saved location's position came from
 * (docs/product/onboarding.md#where-a-location-came-from): the map's pin, the typed address found
 * by the geocoder, or the centre of the postal code's area (approximate).
 */
export const locationSources = ['pin', 'geocoded-address', 'postal-code-centroid'] as const;
export const LocationSource = z.enum(locationSources);
export type LocationSource = z.infer<typeof LocationSource>;

/** Whether a position is only approximate: the centre of a postal area, not the address. */
export function isApproximateLocation(source: LocationSource | null | undefined): boolean {
  return source === 'postal-code-centroid';
}

/**
 * Where each address part of a saved location came from: the client's `locationDetails`, the
 * address text, the geocoder's answer for the coordinates, or nowhere (not known).
 */
export const addressPartSources = [
  'location-details',
  'address-text',
  'geocoder',
  'missing',
] as const;
export const AddressPartSource = z.enum(addressPartSources);
export type AddressPartSource = z.infer<typeof AddressPartSource>;
export const AddressPartSources = z.object({
  house_number: AddressPartSource,
  road: AddressPartSource,
  city: AddressPartSource,
  state: AddressPartSource,
  postcode: AddressPartSource,
  country: AddressPartSource,
});
export type AddressPartSources = z.infer<typeof AddressPartSources>;

/**
 * A location as a client saves it: the address, latitude and longitude. The web adds the
 * `locationDetails` the address was built from, so the server applies the address rule to them;
 * without them (the product's own payload) the server reads the parts from the address text and
 * looks the coordinates up (docs/product/onboarding.md#saving-without-the-parts).
 */
export const LocationBody = z.object({
  address: safeText(z.string().trim().min(1, specMessages.addressIncomplete).max(addressMaxLength)),
  latitude: Latitude,
  longitude: Longitude,
  locationDetails: CompleteLocationDetails.optional(),
  /** Where the position came from; the pin when absent. */
  locationSource: LocationSource.optional(),
});
export type LocationBody = z.infer<typeof LocationBody>;

/** A saved location; every field null while nothing is saved (the map then starts at its default). */
export const SavedLocation = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationDetails: AddressDetails.nullable(),
  /** Null while nothing is saved, and for a City of Toronto listing its owner has not placed. */
  locationSource: LocationSource.nullable(),
  /** Where each part of `locationDetails` came from; null when they are null. */
  addressPartSources: AddressPartSources.nullable(),
});
export type SavedLocation = z.infer<typeof SavedLocation>;

/**
 * POST /api/addresses/actions/validate: the `locationDetails` to check
 * (docs/product/onboarding.md#address-rule).
 */
export const ValidateAddressBody = LocationDetailsInput;
export type ValidateAddressBody = z.infer<typeof ValidateAddressBody>;

export const ValidateAddressResponse = z.object({
  valid: z.boolean(),
  /** The address rule's message when the address is incomplete. */
  message: z.string().optional(),
  /** What the address lacks, so a hand-typed form can point at the fields. */
  missingParts: z.array(z.enum(requiredAddressParts)),
});
export type ValidateAddressResponse = z.infer<typeof ValidateAddressResponse>;

/**
 * Text typed into a lookup, checked before it is trimmed: a control character is refused wherever
 * it is, even one trimming would drop (a lookup's text is never pasted across lines).
 */
const lookupText = (schema: z.ZodString) => safeText(z.string()).pipe(schema);

/**
 * POST /api/addresses/actions/locate: the typed address parts to place on the map
 * (docs/product/onboarding.md#typing-an-address). Every part optional: a postal code alone is
 * enough for an approximate place.
 */
const lookupPart = () => lookupText(z.string().trim().max(addressPartMaxLength)).optional();
export const LocateAddressBody = z.object({
  house_number: lookupPart(),
  road: lookupPart(),
  city: lookupPart(),
  state: lookupPart(),
  postcode: lookupPart(),
  country: lookupPart(),
});
export type LocateAddressBody = z.infer<typeof LocateAddressBody>;

/** Where a typed address was placed, and how exactly. */
export const AddressPlace = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** 'geocoded-address': the geocoder found the address; 'postal-code-centroid': approximate. */
  locationSource: z.enum(['geocoded-address', 'postal-code-centroid']),
  /** The postal code's area ("M1C") when the place is its centre; null otherwise. */
  postalArea: z.string().nullable(),
});
export type AddressPlace = z.infer<typeof AddressPlace>;

export const LocateAddressResponse = z.object({
  /** Null when the address cannot be placed at all: never a default place instead. */
  place: AddressPlace.nullable(),
  /** False when the geocoder could not be reached (or was too busy) for this answer. */
  geocoderReachable: z.boolean(),
});
export type LocateAddressResponse = z.infer<typeof LocateAddressResponse>;

export const addressSuggestionLimits = { queryMin: 3, queryMax: 200, items: 5 } as const;

/** POST /api/addresses/actions/suggest: what has been typed so far. */
export const SuggestAddressBody = z.object({
  query: lookupText(
    z.string().trim().min(addressSuggestionLimits.queryMin).max(addressSuggestionLimits.queryMax),
  ),
});
export type SuggestAddressBody = z.infer<typeof SuggestAddressBody>;

/** An address the geocoder knows that fits the query: its words, parts and position. */
export const AddressSuggestion = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The six parts ('' for a part the geocoder does not give). */
  locationDetails: AddressDetails,
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

export const SuggestAddressResponse = z.object({
  items: z.array(AddressSuggestion).max(addressSuggestionLimits.items),
  /** False when the geocoder could not be reached: no suggestions, typing still works. */
  geocoderReachable: z.boolean(),
});
export type SuggestAddressResponse = z.infer<typeof SuggestAddressResponse>;
