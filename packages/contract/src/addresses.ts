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
 * A location as a client saves it: the address, latitude and longitude (the pin), plus the
 * `locationDetails` the address was built from, so the server can apply the address rule (an
 * address string alone does not say which parts it has).
 */
export const LocationBody = z.object({
  address: safeText(z.string().trim().min(1, specMessages.addressIncomplete).max(addressMaxLength)),
  latitude: Latitude,
  longitude: Longitude,
  locationDetails: CompleteLocationDetails,
});
export type LocationBody = z.infer<typeof LocationBody>;

/** A saved location; every field null while nothing is saved (the map then starts at its default). */
export const SavedLocation = z.object({
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationDetails: AddressDetails.nullable(),
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
