import { z } from 'zod';
import { SavedLocation } from './addresses.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Childcare providers (docs/product/catalogue.md#provider-profiles): profiles, and the City of
 * Toronto's licensed centres as unclaimed listings an operator can search and claim. Wherever
 * listings appear, show `torontoOpenDataAttribution` (brand.ts).
 */
export const childcareProvidersApiPaths = {
  /** GET: the current provider's profile; PATCH: edits it (childcare-provider-edit.ts). */
  profile: '/api/childcare-providers',
  /** GET: the current provider's childcare location. */
  location: '/api/childcare-providers/location',
  listings: '/api/childcare-providers/listings',
} as const;

/** A clock time as HH:mm, 00:00 to 23:59. */
export const ClockTime = safeText(
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the HH:mm format'),
);

/**
 * One opening period of a week (docs/product/catalogue.md#provider-profiles): day 0 = Monday ... 6
 * = Sunday, times as HH:mm.
 */
export const HoursOfBusinessEntry = z.object({
  day: z.number().int().min(0).max(6),
  timeStart: ClockTime,
  timeEnd: ClockTime,
});
export type HoursOfBusinessEntry = z.infer<typeof HoursOfBusinessEntry>;

export const listingSearchMinLength = 2;
export const listingSearchMaxLength = 100;
export const listingSearchLimit = 20;

export const childcareProvidersMessages = {
  searchTooShort: `Type at least ${listingSearchMinLength} characters of the centre's name or postal code`,
  searchTooLong: `Type at most ${listingSearchMaxLength} characters`,
} as const;

/**
 * GET /api/childcare-providers/listings?search=: a part of the centre's name (any case) or the
 * start of its postal code (with or without the space).
 */
export const ListingsQuery = z.object({
  search: safeText(
    z
      .string({ error: childcareProvidersMessages.searchTooShort })
      .trim()
      .min(listingSearchMinLength, childcareProvidersMessages.searchTooShort)
      .max(listingSearchMaxLength, childcareProvidersMessages.searchTooLong),
  ),
});
export type ListingsQuery = z.infer<typeof ListingsQuery>;

/** A licensed centre as the claim screen shows it: only what the city publishes. */
export const Listing = z.object({
  id: z.uuid(),
  /** The centre's licence location id in the City of Toronto data. */
  locId: z.number().int(),
  name: z.string(),
  auspice: z.string().nullable(),
  /** Street address as the city writes it (upper case), e.g. "101 SEVENTH ST". */
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  ward: z.number().int().nullable(),
  /** The centre's public phone, as published, sometimes with an extension ("x123"). */
  phone: z.string().nullable(),
  buildingName: z.string().nullable(),
  /** Total licensed spaces (capacity, not vacancies). */
  licensedSpaces: z.number().int(),
  /** False for a centre without coordinates yet (it is left out of distance searches). */
  located: z.boolean(),
  /** True once an operator has claimed the listing. */
  claimed: z.boolean(),
});
export type Listing = z.infer<typeof Listing>;

export const ListingsResponse = z.object({ items: z.array(Listing).max(listingSearchLimit) });
export type ListingsResponse = z.infer<typeof ListingsResponse>;

/**
 * An age group of the profile. The welcome message shows a null `availableSpaces` as 0
 * (docs/product/assistant.md#broadcast-welcome-message).
 */
export const ProviderAgeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Licensed capacity (claimed licensed centres); null otherwise. */
  licensedSpaces: z.number().int().nullable(),
  /** Null: not stated (shown as 0). */
  availableSpaces: z.number().int().nullable(),
  /** 'YYYY-MM-DD'; null: not stated (shown as N/A). */
  availableStartDate: z.string().nullable(),
  hoursOfBusiness: z.array(HoursOfBusinessEntry),
});
export type ProviderAgeGroup = z.infer<typeof ProviderAgeGroup>;

/** What the City of Toronto publishes about a claimed licensed centre. */
export const ProviderLicence = z.object({
  locId: z.number().int(),
  auspice: z.string().nullable(),
  ward: z.number().int().nullable(),
  buildingType: z.string().nullable(),
  buildingName: z.string().nullable(),
  subsidy: z.boolean(),
  cwelcc: z.boolean(),
  /** Total licensed spaces, all age groups. */
  licensedSpaces: z.number().int(),
});
export type ProviderLicence = z.infer<typeof ProviderLicence>;

/**
 * GET /api/childcare-providers: the current provider's profile. A provider without a profile gets
 * `id` and `user` null and everything else empty
 * (docs/product/assistant.md#broadcast-welcome-message: "no profile user" means the profile is not
 * set up); the first PATCH creates it.
 */
export const ChildcareProviderProfile = z.object({
  id: z.uuid().nullable(),
  user: z.object({ firstName: z.string() }).nullable(),
  providerTypeId: z.number().int().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  languages: z.array(z.string()),
  childcareTypeIds: z.array(z.number().int()),
  currency: z.literal('CAD'),
  dailyFeeCents: z.number().int().nullable(),
  hourlyFeeCents: z.number().int().nullable(),
  /** E.164 once the owner edits it; an imported centre's phone is as the city published it. */
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  website: z.string().nullable(),
  /** Licence details of a claimed licensed centre; null for other providers. */
  licence: ProviderLicence.nullable(),
  ageGroups: z.array(ProviderAgeGroup),
  /** ISO 8601, UTC; null without a profile. */
  updatedAt: z.string().nullable(),
});
export type ChildcareProviderProfile = z.infer<typeof ChildcareProviderProfile>;

/**
 * GET /api/childcare-providers/location: the childcare location
 * (docs/product/onboarding.md#location-by-role), every field null while none is set. An imported
 * centre has the city's street address and coordinates but no `locationDetails` until its owner
 * saves the location.
 */
export const ChildcareProviderLocation = SavedLocation;
export type ChildcareProviderLocation = z.infer<typeof ChildcareProviderLocation>;
