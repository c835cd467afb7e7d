import { z } from 'zod';
import { Latitude, LocationSource, Longitude } from './addresses.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Children and their enrollment information (docs/product/waitlist.md#the-child-information-form).
 * The original API named only the save and read calls; the fields are ours, chosen from what
 * Toronto centres ask at enrollment (docs/enrollment-fields.md lists them and why).
 */
export const childrenApiPaths = {
  /** POST: creates (no `id`) or updates (with `id`) a child; answers the saved child. */
  saveChildInfo: '/enrollment/saveChildInfo',
  /** GET ?childId= : one child of the signed-in parent. */
  getChildInfo: '/enrollment/getChildInfo',
  /** GET: the signed-in parent's children, each with its waitlist status. */
  children: '/api/children',
} as const;

/** How far ahead an expected birth date may be: Toronto families join infant lists before birth. */
export const expectedBirthMaxMonthsAhead = 9;

export const childNameMaxLength = 60;
export const careNoteMaxLength = 1000;
export const childLanguagesMax = 10;

export const childrenMessages = {
  nameCharacters: (field: string): string =>
    `${field} can only contain letters, spaces, hyphens, apostrophes and periods`,
  dateOfBirthFormat: 'Date of birth must be a date (YYYY-MM-DD)',
  dateOfBirthTooFarAhead: `An expected birth date can be at most ${expectedBirthMaxMonthsAhead} months from today`,
  dateOfBirthTooOld: 'Children 13 and under can join a childcare waitlist',
  unknownLanguage: (code: string): string => `Unknown language code: ${code}`,
  childNotFound: 'Child not found',
} as const;

export const childrenErrorCodes = {
  /** 404: no child with this id among the signed-in parent's children. */
  childNotFound: 'child_not_found',
  /** 400 naming body.dateOfBirth: more than 9 months ahead, or 14 years or older. */
  dateOfBirthOutOfRange: 'date_of_birth_out_of_range',
  /** 400 naming body.languages: a code the languages catalogue does not have. */
  unknownLanguage: 'unknown_language',
} as const;

/**
 * A person's name as people really write them: letters of any script (with their combining
 * marks), spaces, hyphens, apostrophes (straight or curly) and periods. "Zoë O'Brien-Nguyen",
 * "Jean-Luc", "St. John", "李小龙" all pass.
 */
export const personNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** 'YYYY-MM-DD' that is a real calendar date (the range rule is the server's, with its clock). */
export const DateOfBirth = z.iso.date({ error: childrenMessages.dateOfBirthFormat });

/** A child's own care location, when it is not the parent's saved location. */
export const ChildLocation = z.object({
  address: safeText(z.string().trim().min(1).max(500)),
  latitude: Latitude,
  longitude: Longitude,
  /** Where the position came from (docs/product/onboarding.md#where-a-location-came-from). */
  locationSource: LocationSource.default('pin'),
});
export type ChildLocation = z.infer<typeof ChildLocation>;
/** A child's location as a client sends it: without locationSource, the pin. */
export type ChildLocationInput = z.input<typeof ChildLocation>;

export const GetChildInfoQuery = z.object({ childId: z.uuid() });
export type GetChildInfoQuery = z.infer<typeof GetChildInfoQuery>;

/** Where a child's care is searched from, and why there. */
export const EffectiveChildLocation = z.object({
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** 'child': the child's own location; 'parent': the parent's saved location. */
  source: z.enum(['child', 'parent']),
  /** Where that location's position came from: a postal area's centre makes distances approximate. */
  locationSource: LocationSource,
});
export type EffectiveChildLocation = z.infer<typeof EffectiveChildLocation>;

/** A child as the API answers it: the saved information plus what the server derives. */
export const ChildInfo = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  /** True while the date of birth is in the future (an expected birth). */
  expectedBirth: z.boolean(),
  languages: z.array(z.string()),
  allergies: z.string(),
  medicalConditions: z.string(),
  medications: z.string(),
  dietaryNeeds: z.string(),
  specialNeeds: z.string(),
  immunizationsUpToDate: z.boolean().nullable(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string().nullable(),
  emergencyContactRelationship: z.string(),
  notes: z.string(),
  /** The child's own location; null when it follows the parent's. */
  location: ChildLocation.nullable(),
  /** Where matching searches from; null while neither the child nor the parent has a location. */
  effectiveLocation: EffectiveChildLocation.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChildInfo = z.infer<typeof ChildInfo>;

/** A child's waitlist at a glance (the children list): no ticket yet, or its requests. */
export const ChildWaitlistStatus = z.object({
  /** The child's waitlist ticket (one per child); null before the wizard is finished once. */
  waitlistTicketId: z.uuid().nullable(),
  /** Requests still on a provider's waitlist (not withdrawn). */
  activeRequests: z.number().int().min(0),
  /** The best (lowest) position among them; null without active requests. */
  bestPosition: z.number().int().min(1).nullable(),
});
export type ChildWaitlistStatus = z.infer<typeof ChildWaitlistStatus>;

export const ChildListItem = ChildInfo.extend({ waitlist: ChildWaitlistStatus });
export type ChildListItem = z.infer<typeof ChildListItem>;

/** GET /api/children. */
export const ChildrenResponse = z.object({ items: z.array(ChildListItem) });
export type ChildrenResponse = z.infer<typeof ChildrenResponse>;
