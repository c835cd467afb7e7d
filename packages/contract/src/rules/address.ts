import { z } from 'zod';
import { specMessages } from '../messages.ts';

/**
 * The locationDetails (docs/product/onboarding.md#reverse-geocoding), as a reverse geocoder returns
 * them: every part may be absent, and lat/lon may come as strings (Nominatim) or numbers.
 */
export const LocationDetails = z.object({
  city: z.string().optional(),
  country: z.string().optional(),
  postcode: z.string().optional(),
  state: z.string().optional(),
  house_number: z.string().optional(),
  road: z.string().optional(),
  lat: z.union([z.string(), z.number()]).optional(),
  lon: z.union([z.string(), z.number()]).optional(),
});
export type LocationDetails = z.infer<typeof LocationDetails>;

export type AddressPart = 'house_number' | 'road' | 'city' | 'state' | 'postcode' | 'country';
/** The address parts the rules read; null is tolerated for values that come from storage. */
export type AddressParts = Readonly<Partial<Record<AddressPart, string | null>>>;

/** The parts of the address string, in order (docs/product/onboarding.md#reverse-geocoding). */
export const addressStringParts = [
  'house_number',
  'road',
  'city',
  'country',
] as const satisfies readonly AddressPart[];

/**
 * The parts a complete address has (docs/product/onboarding.md#address-rule): house number, street,
 * city, province/state, postcode, country.
 */
export const requiredAddressParts = [
  'house_number',
  'road',
  'city',
  'state',
  'postcode',
  'country',
] as const satisfies readonly AddressPart[];

function partText(details: AddressParts, part: AddressPart): string {
  return details[part]?.trim() ?? '';
}

/**
 * The address string (docs/product/onboarding.md#reverse-geocoding): house_number, road, city and
 * country joined with ", ", skipping parts that are missing or blank; each part is trimmed. No
 * details give ''. Example: "100, Queen Street West, Toronto, Canada".
 */
export function buildAddressString(details: AddressParts | null | undefined): string {
  if (!details) return '';
  return addressStringParts
    .map((part) => partText(details, part))
    .filter((text) => text !== '')
    .join(', ');
}

/**
 * The address rule (docs/product/onboarding.md#address-rule): an address is complete when house
 * number, road, city, state (province), postcode and country are all present and not blank.
 */
export function isAddressComplete(details: AddressParts | null | undefined): boolean {
  if (!details) return false;
  return requiredAddressParts.every((part) => partText(details, part) !== '');
}

/** The address rule's message for an incomplete address, or null when it is complete. */
export function addressValidationMessage(details: AddressParts | null | undefined): string | null {
  return isAddressComplete(details) ? null : specMessages.addressIncomplete;
}
