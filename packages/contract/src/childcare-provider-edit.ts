import { z } from 'zod';
import { LocationBody } from './addresses.ts';
import type { ProviderTypeCode } from './catalogues.ts';
import { providerTypeIds } from './catalogues.ts';
import type { RoleCode } from './constants.ts';
import { HoursOfBusinessEntry } from './childcare-providers.ts';
import { parseCalendarDate } from './rules/calendar-date.ts';
import { Email } from './rules/email.ts';
import { PhoneNumber } from './rules/phone-number.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Editing the provider profile (docs/product/catalogue.md#editing-a-profile): PATCH
 * /api/childcare-providers part by part. The paths and the profile's response are in
 * childcare-providers.ts.
 */

/**
 * What a PATCH changes, in the product's PascalCase (docs/product/catalogue.md#editing-a-profile).
 */
export const childcareProviderEditPaths = [
  'ChildcareLocation',
  'Profile',
  'AgeGroups',
  'Fees',
  'Contact',
] as const;
export type ChildcareProviderEditPath = (typeof childcareProviderEditPaths)[number];

/** The body field each path's new values travel in. */
export const childcareProviderEditParts = {
  ChildcareLocation: 'childcareLocation',
  Profile: 'profile',
  AgeGroups: 'ageGroups',
  Fees: 'fees',
  Contact: 'contact',
} as const satisfies Record<ChildcareProviderEditPath, string>;

export const providerProfileLimits = {
  nameMaxLength: 150,
  descriptionMaxLength: 4000,
  languagesMax: 30,
  childcareTypesMax: 20,
  ageGroupsMax: 10,
  /** Opening periods per age group: up to three a day. */
  hoursPerAgeGroupMax: 21,
  availableSpacesMax: 1000,
  /** $1,000 a day and $500 an hour: anything above is a typo (cents typed as dollars ×100). */
  dailyFeeMaxCents: 100_000,
  hourlyFeeMaxCents: 50_000,
  websiteMaxLength: 2048,
} as const;

export const providerProfileMessages = {
  notADate: 'Use a real date in the YYYY-MM-DD format',
  endBeforeStart: 'must be after timeStart',
  overlappingHours: 'overlaps another period of the same day',
  listedTwice: 'is listed twice',
  missingPart: (path: string): string => `is required when paths contains ${path}`,
  partNotInPaths: (path: string): string => `is given but paths does not contain ${path}`,
  websiteNotHttp: 'Use a web address starting with http:// or https://',
  unknownAgeGroup: 'is not an age group of GET /api/age-groups',
  unknownLanguage: 'is not a language of GET /enrollment/getLanguages',
  unknownChildcareType: 'is not a childcare type of GET /api/childcare-types',
  providerTypeNotAllowed: (allowed: string): string =>
    `is not a provider type your role can offer (allowed: ${allowed})`,
  overCapacity: (capacity: number): string =>
    `must be at most ${String(capacity)}, the centre's licensed capacity for this age group`,
} as const;

/**
 * A date with no time (docs/product/platform.md#rules-that-hold-everywhere): 'YYYY-MM-DD', naming a
 * real day.
 */
export const DateOnly = safeText(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: providerProfileMessages.notADate, abort: true })
    .refine((value) => parseCalendarDate(value) !== null, providerProfileMessages.notADate),
);

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A week of opening periods: each ends after it starts, and none overlaps another that day. */
export const HoursOfBusinessInput = z
  .array(
    HoursOfBusinessEntry.refine((entry) => minutesOf(entry.timeEnd) > minutesOf(entry.timeStart), {
      error: providerProfileMessages.endBeforeStart,
      path: ['timeEnd'],
    }),
  )
  .max(providerProfileLimits.hoursPerAgeGroupMax)
  .superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      const overlaps = entries.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.day === entry.day &&
          minutesOf(other.timeStart) < minutesOf(entry.timeEnd) &&
          minutesOf(entry.timeStart) < minutesOf(other.timeEnd),
      );
      if (overlaps) {
        context.addIssue({
          code: 'custom',
          message: providerProfileMessages.overlappingHours,
          path: [index, 'timeStart'],
        });
      }
    });
  });

/** Refuses a value listed twice, naming the second one. */
function uniqueBy<Item>(key: (item: Item) => unknown, field?: string) {
  return (items: readonly Item[], context: z.RefinementCtx): void => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        context.addIssue({
          code: 'custom',
          message: providerProfileMessages.listedTwice,
          path: field === undefined ? [index] : [index, field],
        });
      }
      seen.add(value);
    });
  };
}

/**
 * One age group the provider cares for (docs/product/catalogue.md#provider-profiles): vacancies,
 * from when, and the hours.
 */
export const AgeGroupOfferInput = z.object({
  /** An id of GET /api/age-groups. */
  id: z.number().int().positive(),
  availableSpaces: z.number().int().min(0).max(providerProfileLimits.availableSpacesMax),
  /** When the spaces open; null when not stated. */
  availableStartDate: DateOnly.nullable(),
  hoursOfBusiness: HoursOfBusinessInput,
});
export type AgeGroupOfferInput = z.infer<typeof AgeGroupOfferInput>;

/** `AgeGroups`: the full list of age groups offered (it replaces the previous one). */
export const AgeGroupsInput = z
  .array(AgeGroupOfferInput)
  .max(providerProfileLimits.ageGroupsMax)
  .superRefine(uniqueBy((group: AgeGroupOfferInput) => group.id, 'id'));

/** `Profile`: what the provider is and offers. */
export const ProfileInput = z.object({
  /**
   * An id of GET /api/providers/types the current role may offer: Licenced a licensed centre or
   * licensed home child care, Unlicenced unlicensed home child care, BabySitter babysitter/nanny.
   * Absent: unchanged (a new profile takes the role's first).
   */
  providerTypeId: z.number().int().positive().optional(),
  name: safeText(z.string().trim().min(1).max(providerProfileLimits.nameMaxLength)),
  description: safeText(z.string().trim().max(providerProfileLimits.descriptionMaxLength), {
    multiLine: true,
  }).nullable(),
  /** Codes of GET /enrollment/getLanguages. */
  languages: z
    .array(safeText(z.string().min(2).max(8)))
    .max(providerProfileLimits.languagesMax)
    .superRefine(uniqueBy((code: string) => code)),
  /** Ids of GET /api/childcare-types. */
  childcareTypeIds: z
    .array(z.number().int().positive())
    .max(providerProfileLimits.childcareTypesMax)
    .superRefine(uniqueBy((id: number) => id)),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

/** `Fees`: in CAD cents; null when not stated. */
export const FeesInput = z.object({
  dailyFeeCents: z.number().int().min(0).max(providerProfileLimits.dailyFeeMaxCents).nullable(),
  hourlyFeeCents: z.number().int().min(0).max(providerProfileLimits.hourlyFeeMaxCents).nullable(),
});
export type FeesInput = z.infer<typeof FeesInput>;

/** `Contact`: what parents use to reach the provider; null when not given. */
export const ContactInput = z.object({
  phone: PhoneNumber.nullable(),
  email: Email.nullable(),
  website: safeText(
    z
      .httpUrl({
        // Only for text that is not an http(s) address; a missing value keeps zod's message.
        error: (issue) =>
          typeof issue.input === 'string' ? providerProfileMessages.websiteNotHttp : undefined,
      })
      .max(providerProfileLimits.websiteMaxLength),
  ).nullable(),
});
export type ContactInput = z.infer<typeof ContactInput>;

/**
 * PATCH /api/childcare-providers: `paths` names the parts that change, each given in its own
 * field (`childcareProviderEditParts`); a part not named is left as it is. The first PATCH of a
 * provider without a profile creates it.
 */
export const EditChildcareProviderBody = z
  .object({
    paths: z
      .array(z.enum(childcareProviderEditPaths))
      .min(1)
      .max(childcareProviderEditPaths.length)
      .superRefine(uniqueBy((path: string) => path)),
    childcareLocation: LocationBody.optional(),
    profile: ProfileInput.optional(),
    ageGroups: AgeGroupsInput.optional(),
    fees: FeesInput.optional(),
    contact: ContactInput.optional(),
  })
  .superRefine((body, context) => {
    for (const path of childcareProviderEditPaths) {
      const part = childcareProviderEditParts[path];
      const named = body.paths.includes(path);
      const given = body[part] !== undefined;
      if (named && !given) {
        context.addIssue({
          code: 'custom',
          message: providerProfileMessages.missingPart(path),
          path: [part],
        });
      } else if (given && !named) {
        // Refused rather than ignored: a value the user typed is never silently dropped.
        context.addIssue({
          code: 'custom',
          message: providerProfileMessages.partNotInPaths(path),
          path: [part],
        });
      }
    }
  });
export type EditChildcareProviderBody = z.infer<typeof EditChildcareProviderBody>;

/**
 * The provider types a role may offer, the first being a new profile's: a Licenced provider runs
 * a licensed centre or licensed home child care, an Unlicenced one unlicensed home child care, a
 * BabySitter is a babysitter or nanny. SuperAdmin (who holds every permission) may set any.
 */
export const providerTypesByRole: Readonly<Record<RoleCode, readonly ProviderTypeCode[]>> = {
  SuperAdmin: ['licensed-centre', 'licensed-home', 'unlicensed-home', 'babysitter'],
  Parent: [],
  Licenced: ['licensed-centre', 'licensed-home'],
  Unlicenced: ['unlicensed-home'],
  BabySitter: ['babysitter'],
};

/** The ids of `providerTypesByRole[role]`. */
export function providerTypeIdsForRole(role: RoleCode): number[] {
  return providerTypesByRole[role].map((code) => providerTypeIds[code]);
}
