import { z } from 'zod';
import { pagedResponse } from './paging.ts';
import { HoursOfBusinessEntry } from './childcare-providers.ts';
import { RequestOffer } from './offers.ts';
import { providerTypeCodes } from './catalogues.ts';
import { AvailabilitySlot } from './rules/availability.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * The parent's waitlist (docs/product/waitlist.md): one ticket per child holding what care the
 * family needs, the providers that match it, and the childcare requests that put the ticket on
 * providers' waitlists.
 */
export const waitlistApiPaths = {
  /** POST: how many providers match the wizard's choices so far (query childId). */
  filters: '/api/providers/waitlist/filters',
  /** GET: the child's ticket (or null); POST: creates it. */
  tickets: '/api/children/{childId}/waitlist',
  /** PUT: updates the ticket. */
  ticket: '/api/children/{childId}/waitlist/{ticketId}',
  /** POST: sends childcare requests to the chosen providers. */
  requestsOfTicket: '/api/children/{childId}/waitlist/{ticketId}/requests',
  /** GET: the providers matching the child's ticket. */
  matches: '/api/children/{childId}/waitlist/providers',
  match: '/api/children/{childId}/waitlist/providers/{childcareProviderId}',
  /** GET: every request of the parent. */
  parentRequests: '/api/parents/{parentId}/waitlist/requests',
  /** PATCH: withdraws a request from that provider's waitlist (body WithdrawRequestBody). */
  providerTicket: '/api/providers/{providerId}/waitlist/{ticketId}',
  /** POST: likes or unlikes a provider. */
  favorites: '/booking/saveFavoritesLiked',
} as const;

export const distanceKm = { min: 1, max: 50, default: 5 } as const;
/**
 * Matches per page: the API's default and most, and the page the matches screen asks for
 * (enough to compare, few enough for the map to stay readable).
 */
export const matchesPageSize = { default: 50, max: 200, list: 20 } as const;
export const requestsPerSendMax = 50;

export const waitlistMessages = {
  distanceRange: `Distance must be between ${distanceKm.min} and ${distanceKm.max} km`,
  providerTypesRequired: 'Please select at least one provider type from the list',
  startDateFormat: 'Requested start date must be a date (YYYY-MM-DD)',
  startDateInPast: 'Requested start date cannot be in the past',
  startDateTooFar: 'Requested start date can be at most 3 years from today',
  startDateBeforeBirth: (dateOfBirth: string): string =>
    `Requested start date cannot be before the child’s date of birth (${dateOfBirth})`,
  unknownCatalogueId: (field: string, id: number): string => `${field} has no item with id ${id}`,
  ticketNotFound: 'Waitlist ticket not found',
  ticketExists: 'This child already has a waitlist ticket; update it instead',
  providerNotFound: 'Childcare provider not found',
  noLocation:
    'Save your address (or the child’s) first: matching measures distance from where the child lives',
  childTooOld: 'Childcare waitlists are for children 13 and under',
  requestNotFound: 'Childcare request not found',
  requestEnrolled: 'Your child is enrolled through this request: it can no longer be withdrawn',
  /** A send's failure for a provider that does not match the child's ticket (any more). */
  notAMatch: 'This provider does not match the child’s waitlist ticket',
} as const;

export const waitlistErrorCodes = {
  /** 404: no ticket with this id for this child (or not the parent's). */
  waitlistTicketNotFound: 'waitlist_ticket_not_found',
  /** 409: POST for a child that already has a ticket. */
  waitlistTicketExists: 'waitlist_ticket_exists',
  /** 404: no provider with this id (or not a match of this child, for one match). */
  childcareProviderNotFound: 'childcare_provider_not_found',
  /** 409: neither the child nor the parent has a saved location to measure distance from. */
  childLocationMissing: 'child_location_missing',
  /** 409: the child has no age group at the requested start date (14 or older). */
  childOutOfAgeRange: 'child_out_of_age_range',
  /** 400 naming the field: an id that is not in its catalogue. */
  unknownCatalogueId: 'unknown_catalogue_id',
  /**
   * 400 naming body.RequestedStartDate: before the child's (expected) date of birth; 409 for the
   * matches of a ticket saved before the child's date of birth was moved past its start date.
   */
  startDateBeforeBirth: 'start_date_before_birth',
  /** 404: no request of this ticket on that provider's waitlist. */
  childcareRequestNotFound: 'childcare_request_not_found',
  /** 409: withdrawing a request that ended in an enrolment. */
  childcareRequestEnrolled: 'childcare_request_enrolled',
} as const;

/**
 * The earliest start date a child's waitlist can ask for, both 'YYYY-MM-DD': today, or the
 * expected birth for a child not born yet (infant lists are joined before birth, for a start
 * on or after it).
 */
export function earliestStartDate(dateOfBirth: string, today: string): string {
  return dateOfBirth > today ? dateOfBirth : today;
}

/** A catalogue id in a list. */
const CatalogueIdList = z.array(z.number().int().positive().max(2_147_483_647)).max(50);

/**
 * Waitlist data (docs/product/waitlist.md#waitlist-data), with its field names' casing, as the
 * wizard keeps it in 'waitlistData' and sends it. Lists hold catalogue ids: ProviderTypes (GET
 * /api/providers/types), ChildcareTypes (/api/childcare-types), SchoolPlans (/api/school-plans),
 * PaymentOptions (fee brackets of /api/payment-options). An empty ChildcareTypes, SchoolPlans,
 * PaymentOptions or ScheduleAvailability means "any".
 */
export const WaitlistData = z.object({
  Distance: z
    .number({ error: waitlistMessages.distanceRange })
    .min(distanceKm.min, waitlistMessages.distanceRange)
    .max(distanceKm.max, waitlistMessages.distanceRange),
  ProviderTypes: CatalogueIdList.min(1, waitlistMessages.providerTypesRequired),
  ChildcareTypes: CatalogueIdList,
  SchoolPlans: CatalogueIdList,
  PaymentOptions: CatalogueIdList,
  RequestedStartDate: z.iso.date({ error: waitlistMessages.startDateFormat }),
  ScheduleAvailability: z.array(AvailabilitySlot).max(28),
  /**
   * Only providers giving care in French: French-language and French-immersion programs (a
   * provider that lists French among its languages). Absent or false: any language.
   */
  CareInFrench: z.boolean().optional(),
});
export type WaitlistData = z.infer<typeof WaitlistData>;

export const ChildParams = z.object({ childId: z.uuid() });
export type ChildParams = z.infer<typeof ChildParams>;
export const TicketParams = ChildParams.extend({ ticketId: z.uuid() });
export type TicketParams = z.infer<typeof TicketParams>;
export const MatchParams = ChildParams.extend({ childcareProviderId: z.uuid() });
export type MatchParams = z.infer<typeof MatchParams>;
export const ParentParams = z.object({ parentId: z.uuid() });
export type ParentParams = z.infer<typeof ParentParams>;
export const ProviderTicketParams = z.object({ providerId: z.uuid(), ticketId: z.uuid() });
export type ProviderTicketParams = z.infer<typeof ProviderTicketParams>;

/** A saved ticket: the waitlist data plus its ids and times. */
export const WaitlistTicket = WaitlistData.extend({
  id: z.uuid(),
  childId: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WaitlistTicket = z.infer<typeof WaitlistTicket>;

/** GET /api/children/{childId}/waitlist: null before the wizard is first finished. */
export const ChildTicketResponse = z.object({ ticket: WaitlistTicket.nullable() });
export type ChildTicketResponse = z.infer<typeof ChildTicketResponse>;

/**
 * POST /api/providers/waitlist/filters?childId= with the waitlist data so far. The wizard sends it
 * once the four lists exist; Distance and RequestedStartDate fall back to the defaults (5 km,
 * today) until asked.
 */
export const FiltersQuery = ChildParams;
export const FiltersBody = WaitlistData.partial({
  Distance: true,
  RequestedStartDate: true,
  ScheduleAvailability: true,
}).extend({
  // The wizard may ask before a provider type is chosen: none then counts every type.
  ProviderTypes: CatalogueIdList,
});
export type FiltersBody = z.infer<typeof FiltersBody>;
export const FiltersResponse = z.object({ total: z.number().int().min(0) });
export type FiltersResponse = z.infer<typeof FiltersResponse>;

/**
 * A childcare request's state on a provider's waitlist. This issue uses waiting and withdrawn;
 * the provider issue adds offers and enrolment.
 */
export const childcareRequestStatuses = [
  'waiting',
  'offered',
  'enrolled',
  'declined',
  'paused',
  'inactive',
  'withdrawn',
] as const;
export const ChildcareRequestStatus = z.enum(childcareRequestStatuses);
export type ChildcareRequestStatus = z.infer<typeof ChildcareRequestStatus>;

/** This child's request to a matched provider, as the list shows it. */
export const MatchRequest = z.object({
  id: z.uuid(),
  status: ChildcareRequestStatus,
  sentAt: z.string(),
  /** Position on the provider's waitlist; null when not waiting. */
  position: z.number().int().min(1).nullable(),
});
export type MatchRequest = z.infer<typeof MatchRequest>;

export const matchSorts = ['recommended', 'distance', 'name'] as const;
export type MatchSort = (typeof matchSorts)[number];

const QueryFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** GET /api/children/{childId}/waitlist/providers query. */
export const MatchesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(matchesPageSize.max)
    .default(matchesPageSize.default),
  /** recommended (the default): liked first, then a known vacancy by the start date, then distance. */
  sort: z.enum(matchSorts).default('recommended'),
  /** Only providers with a known vacancy for the child's age group by the start date. */
  withVacancy: QueryFlag,
  /** Only CWELCC (reduced-fee) centres. */
  cwelcc: QueryFlag,
  /** Only providers the parent liked. */
  liked: QueryFlag,
  /** Only providers giving care in French (French-language or French-immersion programs). */
  inFrench: QueryFlag,
});
export type MatchesQuery = z.input<typeof MatchesQuery>;

/**
 * A matching provider. Attributes an unclaimed centre has not stated are null or empty, never
 * guessed; `notStated` names them so the screen can say "not stated yet".
 */
export const MatchedProvider = z.object({
  id: z.uuid(),
  name: z.string(),
  providerTypeId: z.number().int(),
  type: z.enum(providerTypeCodes),
  licensed: z.boolean(),
  distanceKm: z.number(),
  /** True when either end is only approximately placed (a postal area's centre). */
  distanceApproximate: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** The City's licence location id, for imported centres. */
  locId: z.number().int().nullable(),
  claimed: z.boolean(),
  cwelcc: z.boolean(),
  subsidy: z.boolean(),
  languages: z.array(z.string()),
  childcareTypeIds: z.array(z.number().int()),
  currency: z.literal('CAD'),
  dailyFeeCents: z.number().int().nullable(),
  hourlyFeeCents: z.number().int().nullable(),
  /** The child's age group at the requested start date, as this provider offers it. */
  ageGroup: z.object({
    id: z.number().int(),
    name: z.string(),
    licensedSpaces: z.number().int().nullable(),
    availableSpaces: z.number().int().nullable(),
    availableStartDate: z.string().nullable(),
    hoursOfBusiness: z.array(HoursOfBusinessEntry),
  }),
  /** A stated vacancy in that group, available by the requested start date. */
  vacancyByStartDate: z.boolean(),
  notStated: z.array(z.enum(['childcareTypes', 'fees', 'hours', 'languages', 'vacancies'])),
  liked: z.boolean(),
  /** This child's request to the provider; null when none was sent. */
  request: MatchRequest.nullable(),
});
export type MatchedProvider = z.infer<typeof MatchedProvider>;

export const MatchesResponse = pagedResponse(MatchedProvider);
export type MatchesResponse = z.infer<typeof MatchesResponse>;

/** POST .../waitlist/{ticketId}/requests body. */
export const SendRequestsBody = z.object({
  childcareProviderIds: z.array(z.uuid()).min(1).max(requestsPerSendMax),
});
export type SendRequestsBody = z.infer<typeof SendRequestsBody>;

/** What happened to each provider of a send; failures say why in `code` and `message`. */
export const SendRequestOutcome = z.object({
  childcareProviderId: z.uuid(),
  /** Null when the provider does not exist. */
  providerName: z.string().nullable(),
  outcome: z.enum(['sent', 'already_sent', 'failed']),
  /** Set when sent or already sent. */
  request: MatchRequest.nullable(),
  code: z.enum(['childcare_provider_not_found', 'not_a_match']).nullable(),
  message: z.string().nullable(),
});
export type SendRequestOutcome = z.infer<typeof SendRequestOutcome>;
export const SendRequestsResponse = z.object({ items: z.array(SendRequestOutcome) });
export type SendRequestsResponse = z.infer<typeof SendRequestsResponse>;

/** One request as the parent's request list shows it. */
export const ParentChildcareRequest = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  childId: z.uuid(),
  childFirstName: z.string(),
  childLastName: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
  providerType: z.enum(providerTypeCodes),
  claimed: z.boolean(),
  status: ChildcareRequestStatus,
  sentAt: z.string(),
  /** When the child joined the list (sentAt, or the reactivation that kept the original date). */
  joinedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  /**
   * 1 = next in line (by the provider's priorities, then date joined); null unless waiting or
   * offered (an offered family keeps its place until it answers).
   */
  position: z.number().int().min(1).nullable(),
  /** Families in line (waiting or offered) on this provider's list. */
  waitlistSize: z.number().int().min(0),
  /**
   * The request's newest offer, whatever its status (docs/product/offers.md#offers); null when none
   * was made. The server always sends it; optional in the type only so fixtures written before
   * offers existed still fit.
   */
  offer: RequestOffer.nullable().optional(),
});
export type ParentChildcareRequest = z.infer<typeof ParentChildcareRequest>;
export const ParentRequestsResponse = z.object({ items: z.array(ParentChildcareRequest) });
export type ParentRequestsResponse = z.infer<typeof ParentRequestsResponse>;

/** PATCH /api/providers/{providerId}/waitlist/{ticketId} by the parent: withdraws the request. */
export const WithdrawRequestBody = z.object({
  status: z.literal('withdrawn'),
  /** Why, for the provider (optional). */
  reason: safeText(z.string().trim().max(500)).optional(),
});
export type WithdrawRequestBody = z.infer<typeof WithdrawRequestBody>;

/** POST /booking/saveFavoritesLiked body and answer: liked providers come first in lists. */
export const SaveFavoritesLikedBody = z.object({
  childcareProviderId: z.uuid(),
  liked: z.boolean(),
});
export type SaveFavoritesLikedBody = z.infer<typeof SaveFavoritesLikedBody>;
export const SaveFavoritesLikedResponse = SaveFavoritesLikedBody;
export type SaveFavoritesLikedResponse = z.infer<typeof SaveFavoritesLikedResponse>;
