import { z } from 'zod';
import { safeText } from './rules/safe-text.ts';

/**
 * Offers (docs/product/offers.md#offers): a provider offers a spot in an age group, from a start
 * date, to a family on their waitlist, with a response deadline (by default N business days in
 * Ontario, statutory holidays excluded: rules/ontario-business-days.ts). The parent accepts or
 * declines in one step, signed in or from the emailed link, whose token answers only that offer,
 * only once. An offer past its deadline is expired even before the sweep job marks it.
 */
export const offersApiPaths = {
  /** GET (?status): the provider's offers, newest first; POST: makes an offer. */
  providerOffers: '/api/providers/{providerId}/offers',
  /** POST: the provider withdraws an open offer. */
  withdraw: '/api/providers/{providerId}/offers/{offerId}/withdraw',
  /** GET: the parent's view of one offer of their child. */
  offer: '/api/offers/{offerId}',
  /** POST (no body): the signed-in parent accepts. */
  accept: '/api/offers/{offerId}/accept',
  /** POST (no body): the signed-in parent declines. */
  decline: '/api/offers/{offerId}/decline',
  /**
   * POST { token }: reads the offer the emailed link names, changing nothing. POST, not GET, so
   * the token stays out of URLs and request logs; the web page /offers/{offerId}?token= calls it.
   */
  linkView: '/api/offers/{offerId}/link',
  /** POST { token, answer }: the one-step answer from the emailed link. */
  linkAnswer: '/api/offers/{offerId}/link/answer',
  /**
   * POST: after accepting, withdraws the child's other requests that the enrolment paused, in
   * one tap; answers what was withdrawn.
   */
  withdrawPaused: '/api/offers/{offerId}/withdraw-paused-requests',
} as const;

/** The web page the emailed link opens: /offers/{offerId}?token=... */
export const offerLinkPagePath = '/offers/{offerId}';
export const offerLinkQuery = { token: 'token' } as const;

export const offerStatuses = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export const OfferStatus = z.enum(offerStatuses);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const offerAnswers = ['accept', 'decline'] as const;
export const OfferAnswer = z.enum(offerAnswers);
export type OfferAnswer = z.infer<typeof OfferAnswer>;

/** The response deadline: business days by default, any day up to `maxCalendarDays` ahead. */
export const offerDeadline = {
  defaultBusinessDays: 3,
  minBusinessDays: 1,
  maxBusinessDays: 10,
  /** A deadline the provider picks is at most this many calendar days after today. */
  maxCalendarDays: 30,
} as const;

/** A start date is at most this many years ahead (like a request's start date). */
export const offerStartDateMaxYears = 3;

export const offersMessages = {
  offerNotFound: 'Offer not found',
  requestNotFound: 'Childcare request not found on your waitlist',
  requestOrTicketRequired: 'Give requestId or ticketId',
  requestNotWaiting: 'Only a family waiting on your list can be offered a spot',
  ageGroupNotOffered: 'You do not offer this age group',
  noSpaceLeft:
    'No space left in this age group: every available space is already offered or taken. Raise the available spaces first.',
  startDateFormat: 'Start date must be a date (YYYY-MM-DD)',
  startDateInPast: 'Start date cannot be in the past',
  startDateTooFar: `Start date can be at most ${offerStartDateMaxYears} years from today`,
  deadlineFormat: 'Deadline must be a date (YYYY-MM-DD)',
  deadlineTooSoon: 'Deadline must be after today',
  deadlineTooFar: `Deadline can be at most ${offerDeadline.maxCalendarDays} days from today`,
  offerExpired: (deadline: string): string =>
    `This offer expired: the answer was due by ${deadline}. The provider has moved on to the next family on the waitlist.`,
  offerAlreadyAnswered: (status: string): string =>
    `This offer was already answered (${status}); it cannot be answered again.`,
  offerWithdrawn: 'The provider withdrew this offer.',
  offerNotOpen: 'This offer is no longer open.',
  linkInvalid:
    'This link is not valid for this offer. Open the offer from your requests page instead.',
  notAccepted: 'Only after accepting an offer can the other requests be withdrawn this way',
} as const;

export const offersErrorCodes = {
  /** 404: no offer with this id that the caller may see (another provider's, another family's). */
  offerNotFound: 'offer_not_found',
  /** 409: making an offer to a request that is not waiting (offered, enrolled, withdrawn...). */
  requestNotWaiting: 'request_not_waiting',
  /** 409: open offers of this age group already use every available space, or none is left. */
  noSpaceLeft: 'no_space_left',
  /** 409: answering an offer past its deadline. */
  offerExpired: 'offer_expired',
  /** 409: answering an offer that was accepted, declined or withdrawn already. */
  offerNotOpen: 'offer_not_open',
  /** 404: the emailed link's token does not belong to this offer (or is malformed). */
  offerLinkInvalid: 'offer_link_invalid',
  /** 409: withdrawing paused requests of an offer that was not accepted. */
  offerNotAccepted: 'offer_not_accepted',
} as const;

export const ProviderOffersParams = z.object({ providerId: z.uuid() });
export type ProviderOffersParams = z.infer<typeof ProviderOffersParams>;
export const ProviderOfferParams = ProviderOffersParams.extend({ offerId: z.uuid() });
export type ProviderOfferParams = z.infer<typeof ProviderOfferParams>;
export const OfferParams = z.object({ offerId: z.uuid() });
export type OfferParams = z.infer<typeof OfferParams>;

/** GET /api/providers/{providerId}/offers query. */
export const ProviderOffersQuery = z.object({ status: OfferStatus.optional() });
export type ProviderOffersQuery = z.infer<typeof ProviderOffersQuery>;

/**
 * POST /api/providers/{providerId}/offers. The family is named by its request on this provider's
 * waitlist or by its ticket (one of the two). `deadline` is the last day to answer (the offer ends
 * at the end of that day in Toronto); without it, the provider's setting in business days.
 */
export const CreateOfferBody = z
  .object({
    requestId: z.uuid().optional(),
    ticketId: z.uuid().optional(),
    ageGroupId: z.number().int().positive().max(2_147_483_647),
    startDate: z.iso.date({ error: offersMessages.startDateFormat }),
    deadline: z.iso.date({ error: offersMessages.deadlineFormat }).optional(),
  })
  .refine((body) => body.requestId !== undefined || body.ticketId !== undefined, {
    message: offersMessages.requestOrTicketRequired,
    path: ['requestId'],
  });
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

/**
 * What happened after a decline or an expiry: the next family in line for that age group (the
 * provider may offer it the spot), or the offer auto-offer already made to it; null when nobody waits.
 */
export const NextFamily = z.object({
  requestId: z.uuid(),
  ticketId: z.uuid(),
  childFirstName: z.string(),
  /** Set when auto-offer made this family an offer. */
  offerId: z.uuid().nullable(),
});
export type NextFamily = z.infer<typeof NextFamily>;

/** An offer as its provider sees it. */
export const ProviderOffer = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  ticketId: z.uuid(),
  childFirstName: z.string(),
  ageGroupId: z.number().int(),
  ageGroupName: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  /** ISO 8601, UTC: the end of the deadline day in Toronto. */
  deadlineAt: z.string(),
  status: OfferStatus,
  /** Made by the provider's auto-offer after the previous family declined or let it expire. */
  autoOffered: z.boolean(),
  createdAt: z.string(),
  /** When it was accepted, declined, expired or withdrawn; null while open. */
  closedAt: z.string().nullable(),
  /**
   * For a declined or expired offer: who is next in line for that age group now (or the family
   * auto-offer gave the spot to); null otherwise, or when nobody waits.
   */
  nextFamily: NextFamily.nullable(),
});
export type ProviderOffer = z.infer<typeof ProviderOffer>;

export const ProviderOffersResponse = z.object({ items: z.array(ProviderOffer) });
export type ProviderOffersResponse = z.infer<typeof ProviderOffersResponse>;

/** An offer of a parent's request, as the parent's request list and the offer page show it. */
export const RequestOffer = z.object({
  id: z.uuid(),
  ageGroupId: z.number().int(),
  ageGroupName: z.string(),
  startDate: z.string(),
  deadlineAt: z.string(),
  status: OfferStatus,
});
export type RequestOffer = z.infer<typeof RequestOffer>;

/** GET /api/offers/{offerId} and the answers: the offer with its provider and child. */
export const ParentOffer = RequestOffer.extend({
  requestId: z.uuid(),
  providerId: z.uuid(),
  providerName: z.string(),
  childId: z.uuid(),
  childFirstName: z.string(),
  closedAt: z.string().nullable(),
  /**
   * After an acceptance: the child's other requests the enrolment paused, which the parent may
   * withdraw in one tap (POST withdraw-paused-requests). Empty otherwise.
   */
  pausedRequests: z.array(z.object({ requestId: z.uuid(), providerName: z.string() })),
});
export type ParentOffer = z.infer<typeof ParentOffer>;

/** The emailed link's token: 43 base64url characters (32 random bytes). */
export const OfferLinkToken = safeText(z.string().min(20).max(200));
export const OfferLinkBody = z.object({ token: OfferLinkToken });
export type OfferLinkBody = z.infer<typeof OfferLinkBody>;
export const OfferLinkAnswerBody = OfferLinkBody.extend({ answer: OfferAnswer });
export type OfferLinkAnswerBody = z.infer<typeof OfferLinkAnswerBody>;

/**
 * The emailed link's page: the offer without the family's other requests (the link is not a
 * sign-in). `answerable` is false once answered, withdrawn or past the deadline.
 */
export const OfferLinkView = RequestOffer.extend({
  providerName: z.string(),
  childFirstName: z.string(),
  answerable: z.boolean(),
});
export type OfferLinkView = z.infer<typeof OfferLinkView>;

/** POST withdraw-paused-requests answer: the requests now withdrawn. */
export const WithdrawPausedResponse = z.object({ withdrawnRequestIds: z.array(z.uuid()) });
export type WithdrawPausedResponse = z.infer<typeof WithdrawPausedResponse>;

/** The notice kinds this module sends through notifications (the web maps them to words). */
export const offerNoticeKinds = {
  offerMade: 'offer_made',
  offerExpired: 'offer_expired',
  offerWithdrawn: 'offer_withdrawn',
} as const;
