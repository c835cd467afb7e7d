import { z } from 'zod';
import { paymentOptions } from './constants.ts';
import { ageGroupCodes } from './rules/age-group.ts';

/**
 * Reference catalogues (docs/product/catalogue.md#reference-catalogues): age groups, provider
 * types, childcare types, school plans, fee brackets and languages. Seeded by migration; read by
 * anyone (they are not secret and the public pages and the waitlist wizard both show them).
 */
export const cataloguesApiPaths = {
  ageGroups: '/api/age-groups',
  providerTypes: '/api/providers/types',
  childcareTypes: '/api/childcare-types',
  schoolPlans: '/api/school-plans',
  schoolPlan: '/api/school-plans/{id}',
  paymentOptions: '/api/payment-options',
  languages: '/enrollment/getLanguages',
} as const;

/** A catalogue id in a path: a positive integer. */
const CatalogueId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/age-groups item (docs/product/catalogue.md#age-groups: id and name). */
export const AgeGroup = z.object({
  id: z.number().int(),
  code: z.enum(ageGroupCodes),
  name: z.string(),
});
export type AgeGroup = z.infer<typeof AgeGroup>;
export const AgeGroupsResponse = z.object({ items: z.array(AgeGroup) });
export type AgeGroupsResponse = z.infer<typeof AgeGroupsResponse>;

/** The kinds of provider a parent can ask for; stable ids seeded by migration. */
export const providerTypeCodes = [
  'licensed-centre',
  'licensed-home',
  'unlicensed-home',
  'babysitter',
] as const;
export type ProviderTypeCode = (typeof providerTypeCodes)[number];
export const providerTypeIds = {
  'licensed-centre': 1,
  'licensed-home': 2,
  'unlicensed-home': 3,
  babysitter: 4,
} as const satisfies Record<ProviderTypeCode, number>;

/** GET /api/providers/types query: the ticket whose current choices are marked `selected`. */
export const ProviderTypesQuery = z.object({ waitingListTicketId: z.uuid().optional() });
export type ProviderTypesQuery = z.infer<typeof ProviderTypesQuery>;

export const ProviderType = z.object({
  id: z.number().int(),
  code: z.enum(providerTypeCodes),
  name: z.string(),
  description: z.string(),
  /** True when the waitlist ticket named in the query already asks for this type. */
  selected: z.boolean(),
});
export type ProviderType = z.infer<typeof ProviderType>;
export const ProviderTypesResponse = z.object({ items: z.array(ProviderType) });
export type ProviderTypesResponse = z.infer<typeof ProviderTypesResponse>;

/** GET /api/childcare-types item. */
export const ChildcareType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ChildcareType = z.infer<typeof ChildcareType>;
export const ChildcareTypesResponse = z.object({ items: z.array(ChildcareType) });
export type ChildcareTypesResponse = z.infer<typeof ChildcareTypesResponse>;

/** GET /api/school-plans item: a plan for a school-age child, in short. */
export const SchoolPlanSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type SchoolPlanSummary = z.infer<typeof SchoolPlanSummary>;
export const SchoolPlansResponse = z.object({ items: z.array(SchoolPlanSummary) });
export type SchoolPlansResponse = z.infer<typeof SchoolPlansResponse>;

export const SchoolPlanParams = z.object({ id: CatalogueId });
export type SchoolPlanParams = z.infer<typeof SchoolPlanParams>;

/** GET /api/school-plans/{id}: the plan with when it runs and what it includes. */
export const SchoolPlan = SchoolPlanSummary.extend({
  /** When in the year the plan applies, e.g. "School days, September to June". */
  period: z.string(),
  /** Usual hours, e.g. "7:00 to 8:45 and 15:30 to 18:00". */
  typicalHours: z.string(),
  /** What a family can expect, one point each. */
  details: z.array(z.string()),
});
export type SchoolPlan = z.infer<typeof SchoolPlan>;

export const PaymentOptionsQuery = z.object({
  paymentOption: z.enum(paymentOptions, {
    error: `paymentOption must be ${paymentOptions.join(' or ')}`,
  }),
});
export type PaymentOptionsQuery = z.infer<typeof PaymentOptionsQuery>;

/**
 * A fee bracket: from `minCents` to `maxCents` inclusive, in CAD cents per day or per hour;
 * `maxCents` null means "or more". Brackets of one option do not overlap.
 */
export const FeeBracket = z.object({
  id: z.number().int(),
  paymentOption: z.enum(paymentOptions),
  currency: z.literal('CAD'),
  minCents: z.number().int(),
  maxCents: z.number().int().nullable(),
  label: z.string(),
});
export type FeeBracket = z.infer<typeof FeeBracket>;
/** GET /api/payment-options?paymentOption=Daily|Hourly (payment option values: constants.ts). */
export const PaymentOptionsResponse = z.object({ items: z.array(FeeBracket) });
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;

/**
 * GET /enrollment/getLanguages: a list from the server (docs/product/catalogue.md#languages),
 * English and French first. `code` is ISO 639-1 where the language has one, else ISO 639-3 (yue,
 * cmn, ase).
 */
export const Language = z.object({
  code: z.string(),
  name: z.string(),
  /** The language's name for itself. */
  nativeName: z.string(),
});
export type Language = z.infer<typeof Language>;
export const LanguagesResponse = z.array(Language);
export type LanguagesResponse = z.infer<typeof LanguagesResponse>;

export const cataloguesErrorCodes = {
  /** 404 for a school plan id that does not exist. */
  schoolPlanNotFound: 'school_plan_not_found',
} as const;

export const cataloguesMessages = {
  schoolPlanNotFound: 'School plan not found',
} as const;
