import { z } from 'zod';
import { pagedResponse } from './paging.ts';
import { ageLabels } from './rules/age-label.ts';
import { AvailabilitySlot } from './rules/availability.ts';
import { safeText } from './rules/safe-text.ts';
import type { ChildcareRequestStatus } from './waitlist.ts';

/**
 * The provider's side of the waitlist (docs/product/offers.md): priority categories with weights,
 * the priorities assigned to each family, the provider's ordered list, and the waitlist policy and
 * settings. {providerId} is the provider profile's id (GET /api/childcare-providers `id`); only its
 * owner may use these routes, anyone else gets 404. Positions: requests 'waiting' or 'offered' on
 * the provider's list, ordered by priority weight (the sum of the weights of the family's
 * priorities) descending, then date joined ascending.
 */
export const providerWaitlistApiPaths = {
  /** GET: the provider's priority categories (answered as `items`); POST: adds a custom one. */
  priorities: '/api/providers/{providerId}/waitlist-priorities',
  /** PUT: renames or re-weighs a category; DELETE: removes a custom one. */
  priority: '/api/providers/{providerId}/waitlist-priorities/{priorityId}',
  /** GET: the provider's waitlist, in line order (query ProviderWaitlistQuery). */
  waitlist: '/api/providers/{providerId}/waitlist',
  /**
   * POST (body `priorities`, docs/product/offers.md#priorities): assigns priorities to the family
   * of this ticket; answers the updated entry. (PATCH on the same path is the parent's withdraw,
   * waitlist.ts.)
   */
  entry: '/api/providers/{providerId}/waitlist/{ticketId}',
  /** GET / PUT: the waitlist policy, auto-offer and the offer deadline. */
  settings: '/api/providers/{providerId}/waitlist-settings',
  /** GET: the families who left the line, newest first, anonymous (WithdrawnLinesResponse). */
  withdrawals: '/api/providers/{providerId}/waitlist-withdrawals',
  /** GET, public (no sign-in): the provider's waitlist policy, for parents before they send. */
  policy: '/api/providers/{providerId}/waitlist-policy',
} as const;

export const waitlistPriorityCodes = [
  'sibling_enrolled',
  'staff_child',
  'fee_subsidy',
  'returning_family',
  'community_partner',
  'custom',
] as const;
export const WaitlistPriorityCode = z.enum(waitlistPriorityCodes);
export type WaitlistPriorityCode = z.infer<typeof WaitlistPriorityCode>;

/** The categories every provider starts with, and their starting weights (editable). */
export const defaultWaitlistPriorities = [
  { code: 'sibling_enrolled', name: 'Sibling enrolled', weight: 40 },
  { code: 'staff_child', name: 'Staff child', weight: 30 },
  { code: 'returning_family', name: 'Returning family', weight: 20 },
  { code: 'fee_subsidy', name: 'Fee subsidy', weight: 10 },
  { code: 'community_partner', name: 'Community partner', weight: 10 },
] as const satisfies readonly { code: WaitlistPriorityCode; name: string; weight: number }[];

export const waitlistPriorityLimits = {
  weightMin: 0,
  weightMax: 100,
  nameMax: 60,
  /** Custom categories a provider may add (the five predefined ones come on top). */
  customMax: 20,
  /** Priorities assigned to one family at most (every category once). */
  assignedMax: 25,
} as const;

export const providerWaitlistLimits = {
  policyMax: 5000,
  offerDeadlineBusinessDaysMin: 1,
  offerDeadlineBusinessDaysMax: 10,
  offerDeadlineBusinessDaysDefault: 3,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

export const providerWaitlistErrorCodes = {
  /** 404: no such category on this provider's list. */
  waitlistPriorityNotFound: 'waitlist_priority_not_found',
  /** 409: a category with this name exists already (names are unique per provider, any case). */
  waitlistPriorityExists: 'waitlist_priority_exists',
  /** 409: a predefined category cannot be deleted (set its weight to 0 to ignore it). */
  waitlistPriorityPredefined: 'waitlist_priority_predefined',
  /** 409: the provider has the most custom categories allowed. */
  waitlistPriorityLimit: 'waitlist_priority_limit',
} as const;

export const providerWaitlistMessages = {
  priorityNotFound: 'Waitlist priority not found',
  priorityExists: 'A waitlist priority with this name exists already',
  priorityPredefined: 'A predefined priority cannot be deleted; set its weight to 0 instead',
  priorityLimit: `At most ${waitlistPriorityLimits.customMax} custom priorities`,
  /** A 400 on body.priorities: an id that is not one of the provider's categories. */
  unknownPriority: (id: string): string => `No waitlist priority with id ${id}`,
  weightRange: `Weight must be a whole number from ${waitlistPriorityLimits.weightMin} to ${waitlistPriorityLimits.weightMax}`,
  deadlineRange: `The offer deadline must be ${providerWaitlistLimits.offerDeadlineBusinessDaysMin} to ${providerWaitlistLimits.offerDeadlineBusinessDaysMax} business days`,
} as const;

/**
 * The policy template a provider starts from (Ontario, O. Reg. 137/15 s. 75.1): it covers that
 * joining is free, that the policy is public, that a family can always learn its position, how
 * priorities are applied and how offers and deadlines work. The provider edits it freely.
 */
export const waitlistPolicyTemplate = `Waitlist policy

Joining our waitlist is free. We never charge a fee or ask for a deposit to put a child on our waitlist.

This policy is public: it is shown to every family before they join our waitlist, and we give a copy to anyone who asks.

Your position: you can see your child's position on our waitlist at any time on KinderWait, and we will tell you if you ask us.

How the waitlist is ordered: children are placed in the order their families joined, within the age group that fits the child at the requested start date. Families in our priority categories are placed before the others; each category has a weight, and a family with a higher total weight comes first. Our priority categories are: siblings of enrolled children, children of our staff, families with a fee subsidy, returning families, and families referred by our community partners.

Offers: when a space opens in an age group, we offer it to the next family in order whose child fits that group. The offer states the start date and a deadline to answer (3 business days, Ontario statutory holidays excluded, unless we say otherwise). If the family declines or does not answer by the deadline, the space is offered to the next family.

Staying on the list: we ask families every 90 days to confirm they are still interested. A family that does not answer within 30 days of the reminder is marked inactive, and keeps its original date joined when it confirms again.

Questions about this policy or your position: contact us through KinderWait.`;

export const ProviderParams = z.object({ providerId: z.uuid() });
export type ProviderParams = z.infer<typeof ProviderParams>;
export const ProviderPriorityParams = ProviderParams.extend({ priorityId: z.uuid() });
export type ProviderPriorityParams = z.infer<typeof ProviderPriorityParams>;
export const ProviderEntryParams = ProviderParams.extend({ ticketId: z.uuid() });
export type ProviderEntryParams = z.infer<typeof ProviderEntryParams>;

const Weight = z
  .number({ error: providerWaitlistMessages.weightRange })
  .int(providerWaitlistMessages.weightRange)
  .min(waitlistPriorityLimits.weightMin, providerWaitlistMessages.weightRange)
  .max(waitlistPriorityLimits.weightMax, providerWaitlistMessages.weightRange);

/** A priority category of the provider. */
export const WaitlistPriority = z.object({
  id: z.uuid(),
  code: WaitlistPriorityCode,
  name: z.string(),
  weight: z.number().int().min(0).max(100),
});
export type WaitlistPriority = z.infer<typeof WaitlistPriority>;

/**
 * GET /api/providers/{providerId}/waitlist-priorities (the answer has `items`,
 * docs/product/offers.md#priorities).
 */
export const WaitlistPrioritiesResponse = z.object({ items: z.array(WaitlistPriority) });
export type WaitlistPrioritiesResponse = z.infer<typeof WaitlistPrioritiesResponse>;

/** POST .../waitlist-priorities (a custom category) and PUT .../waitlist-priorities/{priorityId}. */
export const SaveWaitlistPriorityBody = z.object({
  name: safeText(z.string().trim().min(1).max(waitlistPriorityLimits.nameMax)),
  weight: Weight,
});
export type SaveWaitlistPriorityBody = z.infer<typeof SaveWaitlistPriorityBody>;

/** POST /api/providers/{providerId}/waitlist/{ticketId} (the body has `priorities`). */
export const AssignWaitlistPrioritiesBody = z.object({
  /** The family's priorities, replacing the ones it had; [] removes them all. */
  priorities: z.array(z.uuid()).max(waitlistPriorityLimits.assignedMax),
});
export type AssignWaitlistPrioritiesBody = z.infer<typeof AssignWaitlistPrioritiesBody>;

/** Statuses the provider's list shows (withdrawn requests are gone from it). */
export const providerWaitlistStatuses = [
  'waiting',
  'offered',
  'enrolled',
  'declined',
  'paused',
  'inactive',
] as const satisfies readonly ChildcareRequestStatus[];
export const ProviderWaitlistStatus = z.enum(providerWaitlistStatuses);

/** GET /api/providers/{providerId}/waitlist query. */
export const ProviderWaitlistQuery = z.object({
  ageGroupId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: ProviderWaitlistStatus.optional(),
  /**
   * Only families who joined at or after this instant (ISO 8601 with a zone): the families new
   * since then. Positions stay those of the whole line.
   */
  joinedSince: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(providerWaitlistLimits.pageSizeMax)
    .default(providerWaitlistLimits.pageSizeDefault),
});
export type ProviderWaitlistQuery = z.input<typeof ProviderWaitlistQuery>;

/** The open offer of a request (the offers module's), as the provider's list shows it. */
export const ProviderWaitlistOpenOffer = z.object({ offerId: z.uuid(), deadlineAt: z.string() });
export type ProviderWaitlistOpenOffer = z.infer<typeof ProviderWaitlistOpenOffer>;

/** The family's contact details: only once the provider made an offer (offered or enrolled). */
export const ProviderWaitlistFamily = z.object({
  parentName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ProviderWaitlistFamily = z.infer<typeof ProviderWaitlistFamily>;

/** A child's age on a given day, in whole years and months (rules/age-label.ts `ageOn`). */
export const ChildAge = z.object({
  years: z.number().int().min(0),
  months: z.number().int().min(0).max(11),
});
export type ChildAge = z.infer<typeof ChildAge>;

/**
 * What the family wrote for the educators (docs/enrollment-fields.md), each '' when left empty.
 * Sent only once the provider made an offer (the request offered or enrolled, or an offer open):
 * never to a provider the family is only waiting for.
 */
export const ProviderWaitlistCareNotes = z.object({
  allergies: z.string(),
  medicalConditions: z.string(),
  medications: z.string(),
  dietaryNeeds: z.string(),
  specialNeeds: z.string(),
  notes: z.string(),
});
export type ProviderWaitlistCareNotes = z.infer<typeof ProviderWaitlistCareNotes>;

/** One family on the provider's waitlist. */
export const ProviderWaitlistEntry = z.object({
  requestId: z.uuid(),
  ticketId: z.uuid(),
  childId: z.uuid(),
  childFirstName: z.string(),
  /**
   * The age label (docs/product/catalogue.md#age-label) today and at the requested start date; ''
   * when none applies.
   */
  ageLabelNow: z.enum([...ageLabels, '']),
  ageLabelAtStart: z.enum([...ageLabels, '']),
  /** The age group fitting the child at the requested start date; null at 14 or older. */
  ageGroupAtStart: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * The child's age at the requested start date (today, once that date has passed, as for the age
   * group); null when the child is not born by then.
   */
  ageAtStart: ChildAge.nullable(),
  requestedStartDate: z.string(),
  /**
   * When the family needs care: the cells of the availability picker
   * (docs/product/waitlist.md#availability-picker) in grid order; empty for any time. The screen
   * writes them for the provider (the parent's own sentence is in the first person).
   */
  scheduleAvailability: z.array(AvailabilitySlot),
  childcareTypeIds: z.array(z.number().int()),
  /** Km from the child's location to the provider's; null when either is unknown. */
  distanceKm: z.number().nullable(),
  /** True when either location is only approximately placed (a postal area's centre). */
  distanceApproximate: z.boolean(),
  priorities: z.array(WaitlistPriority.pick({ id: true, name: true, weight: true })),
  /** The sum of the priorities' weights: the first ordering key. */
  priorityWeight: z.number().int().min(0),
  joinedAt: z.string(),
  status: ProviderWaitlistStatus,
  /** 1 = next in line, among 'waiting' and 'offered' requests; null for other statuses. */
  position: z.number().int().min(1).nullable(),
  openOffer: ProviderWaitlistOpenOffer.nullable(),
  family: ProviderWaitlistFamily.nullable(),
  /** The child's care notes: only once an offer is made, as for `family`; else null. */
  careNotes: ProviderWaitlistCareNotes.nullable(),
});
export type ProviderWaitlistEntry = z.infer<typeof ProviderWaitlistEntry>;

export const ProviderWaitlistResponse = pagedResponse(ProviderWaitlistEntry);
export type ProviderWaitlistResponse = z.infer<typeof ProviderWaitlistResponse>;

/**
 * A line that left the provider's list (a withdrawn request, or an erased family's anonymous
 * line): when it joined and left, never who it was.
 */
export const WithdrawnLine = z.object({
  requestId: z.uuid(),
  joinedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type WithdrawnLine = z.infer<typeof WithdrawnLine>;

/** GET /api/providers/{providerId}/waitlist-withdrawals: the newest, at most `withdrawnLinesMax`. */
export const WithdrawnLinesResponse = z.object({ items: z.array(WithdrawnLine) });
export type WithdrawnLinesResponse = z.infer<typeof WithdrawnLinesResponse>;
export const withdrawnLinesMax = 20;

/** GET / PUT /api/providers/{providerId}/waitlist-settings. */
export const WaitlistSettings = z.object({
  /** The written policy; starts as `waitlistPolicyTemplate` until the provider saves their own. */
  policy: safeText(z.string().trim().min(1).max(providerWaitlistLimits.policyMax), {
    multiLine: true,
  }),
  /** Offer a space to the next family automatically when an offer is declined or expires. */
  autoOffer: z.boolean(),
  offerDeadlineBusinessDays: z
    .number({ error: providerWaitlistMessages.deadlineRange })
    .int(providerWaitlistMessages.deadlineRange)
    .min(
      providerWaitlistLimits.offerDeadlineBusinessDaysMin,
      providerWaitlistMessages.deadlineRange,
    )
    .max(
      providerWaitlistLimits.offerDeadlineBusinessDaysMax,
      providerWaitlistMessages.deadlineRange,
    ),
});
export type WaitlistSettings = z.infer<typeof WaitlistSettings>;
export const SaveWaitlistSettingsBody = WaitlistSettings;
export type SaveWaitlistSettingsBody = z.infer<typeof SaveWaitlistSettingsBody>;

/** GET /api/providers/{providerId}/waitlist-policy (public). */
export const WaitlistPolicyResponse = z.object({
  providerId: z.uuid(),
  /** The provider's saved policy; null when they have not written one yet. */
  policy: z.string().nullable(),
  /** The priority categories that count (weight above 0), so families see how order is set. */
  priorities: z.array(WaitlistPriority.pick({ name: true, weight: true })),
});
export type WaitlistPolicyResponse = z.infer<typeof WaitlistPolicyResponse>;
