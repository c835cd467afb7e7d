import { z } from 'zod';
import { CheckoutResponse } from './billing.ts';
import { providerTypeCodes } from './catalogues.ts';
import { AvailabilitySlot } from './rules/availability.ts';
import { safeText } from './rules/safe-text.ts';
import { WaitlistData } from './waitlist.ts';

/**
 * Broadcast (docs/product/broadcast.md) goes both ways:
 * - a **family broadcast**: a parent sends one child's care need, once, to every provider on
 *   KinderWait whose profile can take the child; providers answer "interested" or "not now", and
 *   the parent accepts one (which becomes an open offer from that provider) or declines;
 * - a **spot broadcast**: a provider sends an age group's open spaces to the nearby families whose
 *   tickets match and who have availability alerts on; a family answers with one tap, which puts
 *   the child on that provider's waitlist.
 * Both are broadcast orders: paid from the plan's monthly allowance (usage kind `broadcast`) or
 * through checkout's `broadcast-order` product, and only then sent.
 */
export const broadcastApiPaths = {
  /**
   * GET (?$filter=IsPaid eq true): the signed-in user's orders, newest first (a parent's family
   * broadcasts, a provider's spot broadcasts); POST: a parent creates a family broadcast (unpaid).
   */
  orders: '/api/broadcast/orders',
  /** GET: one order (the confirmation); DELETE: withdraws it. */
  order: '/api/broadcast/orders/{orderId}',
  /** POST: how many providers a family broadcast would reach, before anything is created. */
  reach: '/api/broadcast/reach',
  /** POST (no body): pays the order from this month's allowance (402 limit_reached when none). */
  useAllowance: '/api/broadcast/orders/{orderId}/actions/use-allowance',
  /** POST: opens a checkout for the order's `broadcast-order` line; answers where to go. */
  checkout: '/api/broadcast/orders/{orderId}/checkout',
  /** GET: the providers who answered a family broadcast "interested". */
  interest: '/api/broadcast/orders/{orderId}/interest',
  /** POST (no body): the parent accepts one answer: a request and an open offer are made. */
  acceptInterest: '/api/broadcast/orders/{orderId}/interest/{answerId}/accept',
  /** POST (no body): the parent declines one answer. */
  declineInterest: '/api/broadcast/orders/{orderId}/interest/{answerId}/decline',
  /** GET: the family broadcasts sent to the signed-in provider, newest first. */
  incoming: '/api/broadcast/incoming',
  /** PUT: the provider answers (or changes the answer) until the parent decides. */
  incomingAnswer: '/api/broadcast/incoming/{deliveryId}/answer',
  /** POST: a provider creates a spot broadcast of one age group's spaces (unpaid). */
  spots: '/api/broadcast/spots',
  /** POST: how many families a spot broadcast would reach, before anything is created. */
  spotReach: '/api/broadcast/spots/reach',
  /** GET: the spot broadcasts that reached the signed-in parent's children, newest first. */
  invitations: '/api/broadcast/invitations',
  /** POST (no body): "Send a request": puts the child on that provider's waitlist. */
  invitationRequest: '/api/broadcast/invitations/{invitationId}/request',
} as const;

/** The only `$filter` GET /api/broadcast/orders accepts (docs/product/broadcast.md#orders). */
export const paidOrdersFilter = 'IsPaid eq true';

export const broadcastLimits = {
  /** An order is open to answers for this many days after it is sent, then expires. */
  openDays: 30,
  /** A provider's note with an "interested" answer. */
  noteMaxLength: 500,
  /** At most one digest email a day tells a provider of new family broadcasts. */
  providerDigestHours: 24,
} as const;

export const broadcastKinds = ['family', 'spot'] as const;
export const BroadcastKind = z.enum(broadcastKinds);
export type BroadcastKind = z.infer<typeof BroadcastKind>;

/**
 * awaiting_payment: created, not paid (never sent; not listed by the IsPaid filter);
 * sending: paid, the delivery job is at work; sent: delivered (still open to answers);
 * expired: more than `openDays` after sending; withdrawn: deleted by its owner.
 */
export const broadcastOrderStates = [
  'awaiting_payment',
  'sending',
  'sent',
  'expired',
  'withdrawn',
] as const;
export const BroadcastOrderState = z.enum(broadcastOrderStates);
export type BroadcastOrderState = z.infer<typeof BroadcastOrderState>;

export const broadcastPaymentMethods = ['allowance', 'checkout'] as const;
export const BroadcastPaymentMethod = z.enum(broadcastPaymentMethods);
export type BroadcastPaymentMethod = z.infer<typeof BroadcastPaymentMethod>;

const Name = z.object({ id: z.number().int(), name: z.string() });

/**
 * What a family broadcast says about the child, in the words a provider reads: never a name, a
 * contact or an address. The parent's order shows the same need.
 */
export const BroadcastNeed = z.object({
  /** The child's age at the requested start date, in whole months. */
  ageMonthsAtStart: z.number().int().min(0),
  ageGroup: Name,
  requestedStartDate: z.iso.date(),
  schedule: z.array(AvailabilitySlot),
  /** docs/product/waitlist.md's sentence: "My preferred schedule availability: …", or null for any. */
  scheduleSentence: z.string().nullable(),
  providerTypes: z.array(z.enum(providerTypeCodes)),
  childcareTypes: z.array(Name),
  schoolPlans: z.array(Name),
  paymentOptions: z.array(Name),
  distanceKm: z.number(),
});
export type BroadcastNeed = z.infer<typeof BroadcastNeed>;

/** What a spot broadcast offers: one age group's spaces of the provider. */
export const BroadcastSpot = z.object({
  providerId: z.uuid(),
  providerName: z.string(),
  ageGroup: Name,
  availableSpaces: z.number().int().min(0),
  availableStartDate: z.iso.date().nullable(),
});
export type BroadcastSpot = z.infer<typeof BroadcastSpot>;

/** Answers a family broadcast received so far. */
export const BroadcastAnswerCounts = z.object({
  interested: z.number().int().min(0),
  notNow: z.number().int().min(0),
  /** Reached but not answered yet. */
  pending: z.number().int().min(0),
});
export type BroadcastAnswerCounts = z.infer<typeof BroadcastAnswerCounts>;

/** One broadcast order (list item and the confirmation of GET /api/broadcast/orders/{orderId}). */
export const BroadcastOrder = z.object({
  id: z.uuid(),
  kind: BroadcastKind,
  state: BroadcastOrderState,
  isPaid: z.boolean(),
  paidWith: BroadcastPaymentMethod.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** When answers close (sentAt + openDays); null until sent. */
  expiresAt: z.string().nullable(),
  /** How many the order was estimated to reach when created. */
  estimatedReach: z.number().int().min(0),
  /** Providers (family) or families (spot) actually reached so far. */
  reached: z.number().int().min(0),
  /** A family broadcast: the child (the parent's own view) and the need that was sent. */
  child: z.object({ id: z.uuid(), firstName: z.string() }).nullable(),
  need: BroadcastNeed.nullable(),
  /** A family broadcast's answers; null for a spot broadcast. */
  answers: BroadcastAnswerCounts.nullable(),
  /** A spot broadcast: the spaces sent, and how many families sent a request. */
  spot: BroadcastSpot.nullable(),
  requestsReceived: z.number().int().min(0).nullable(),
});
export type BroadcastOrder = z.infer<typeof BroadcastOrder>;

export const BroadcastOrdersQuery = z.object({
  $filter: safeText(z.string().max(100)).optional(),
});
export type BroadcastOrdersQuery = z.infer<typeof BroadcastOrdersQuery>;
export const BroadcastOrdersResponse = z.object({ items: z.array(BroadcastOrder) });
export type BroadcastOrdersResponse = z.infer<typeof BroadcastOrdersResponse>;

export const OrderParams = z.object({ orderId: z.uuid() });
export type OrderParams = z.infer<typeof OrderParams>;
export const AnswerParams = OrderParams.extend({ answerId: z.uuid() });
export type AnswerParams = z.infer<typeof AnswerParams>;
export const DeliveryParams = z.object({ deliveryId: z.uuid() });
export type DeliveryParams = z.infer<typeof DeliveryParams>;
export const InvitationParams = z.object({ invitationId: z.uuid() });
export type InvitationParams = z.infer<typeof InvitationParams>;

/**
 * POST /api/broadcast/orders and /api/broadcast/reach: the child and the filters (the wizard's
 * waitlist data, started from the child's ticket when there is one).
 */
export const FamilyBroadcastBody = z.object({
  childId: z.uuid(),
  filters: WaitlistData,
});
export type FamilyBroadcastBody = z.infer<typeof FamilyBroadcastBody>;

/** How many a broadcast would reach now: providers with an account (family) or families (spot). */
export const BroadcastReachResponse = z.object({ reach: z.number().int().min(0) });
export type BroadcastReachResponse = z.infer<typeof BroadcastReachResponse>;

/** POST /api/broadcast/spots and /api/broadcast/spots/reach: the age group whose spaces are sent. */
export const SpotBroadcastBody = z.object({
  ageGroupId: z.number().int().positive().max(2_147_483_647),
});
export type SpotBroadcastBody = z.infer<typeof SpotBroadcastBody>;

/**
 * POST .../checkout (no body): a checkout of one `broadcast-order` line whose referenceId is the
 * order, with the configured processor; it returns to the order's page (`broadcastPagePaths`).
 */
export const BroadcastCheckoutResponse = CheckoutResponse;
export type BroadcastCheckoutResponse = z.infer<typeof BroadcastCheckoutResponse>;

export const broadcastAnswers = ['interested', 'not_now'] as const;
export const BroadcastAnswer = z.enum(broadcastAnswers);
export type BroadcastAnswer = z.infer<typeof BroadcastAnswer>;

export const parentDecisions = ['accepted', 'declined'] as const;
export const ParentDecision = z.enum(parentDecisions);
export type ParentDecision = z.infer<typeof ParentDecision>;

/** PUT /api/broadcast/incoming/{deliveryId}/answer. */
export const IncomingAnswerBody = z.discriminatedUnion('answer', [
  z.object({
    answer: z.literal('interested'),
    ageGroupId: z.number().int().positive().max(2_147_483_647),
    startDate: z.iso.date(),
    note: safeText(z.string().trim().max(broadcastLimits.noteMaxLength), { multiLine: true })
      .nullable()
      .optional(),
  }),
  z.object({ answer: z.literal('not_now') }),
]);
export type IncomingAnswerBody = z.infer<typeof IncomingAnswerBody>;

/**
 * A family broadcast as a provider sees it: the need (no name, contact or exact location; the
 * distance from the provider, rounded), and this provider's answer. The family's name shows only
 * once the parent accepted, through the childcare request it made.
 */
export const IncomingBroadcast = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  need: BroadcastNeed,
  /** From this provider, rounded to 0.5 km. */
  distanceKm: z.number(),
  answer: BroadcastAnswer.nullable(),
  answeredAt: z.string().nullable(),
  offeredAgeGroup: Name.nullable(),
  offeredStartDate: z.iso.date().nullable(),
  note: z.string().nullable(),
  /** Once the parent decided, the answer can no longer change. */
  parentDecision: ParentDecision.nullable(),
  /** The order was withdrawn or expired: shown greyed, no longer answerable. */
  open: z.boolean(),
  /** After an acceptance: the childcare request on this provider's waitlist. */
  requestId: z.uuid().nullable(),
});
export type IncomingBroadcast = z.infer<typeof IncomingBroadcast>;
export const IncomingBroadcastsResponse = z.object({ items: z.array(IncomingBroadcast) });
export type IncomingBroadcastsResponse = z.infer<typeof IncomingBroadcastsResponse>;

/** One "interested" answer, as the parent compares them. Contact details follow acceptance. */
export const BroadcastInterest = z.object({
  id: z.uuid(),
  answeredAt: z.string(),
  provider: z.object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(providerTypeCodes),
    licensed: z.boolean(),
    cwelcc: z.boolean(),
    subsidy: z.boolean(),
    currency: z.literal('CAD'),
    dailyFeeCents: z.number().int().nullable(),
    hourlyFeeCents: z.number().int().nullable(),
    languages: z.array(z.string()),
  }),
  distanceKm: z.number(),
  ageGroup: Name,
  startDate: z.iso.date(),
  /** The spaces the provider states in that age group now. */
  availableSpaces: z.number().int().min(0).nullable(),
  note: z.string().nullable(),
  decision: ParentDecision.nullable(),
  /** After acceptance: the request and its open offer (the offer flow takes over). */
  requestId: z.uuid().nullable(),
  offerId: z.uuid().nullable(),
});
export type BroadcastInterest = z.infer<typeof BroadcastInterest>;
export const BroadcastInterestResponse = z.object({ items: z.array(BroadcastInterest) });
export type BroadcastInterestResponse = z.infer<typeof BroadcastInterestResponse>;

/** A spot broadcast that reached one of the parent's children. */
export const BroadcastInvitation = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  child: z.object({ id: z.uuid(), firstName: z.string() }),
  spot: BroadcastSpot,
  distanceKm: z.number(),
  /** The provider's own waitlist had the child already (told first). */
  onProvidersWaitlist: z.boolean(),
  /** After "Send a request": the request on the provider's waitlist. */
  requestId: z.uuid().nullable(),
  open: z.boolean(),
});
export type BroadcastInvitation = z.infer<typeof BroadcastInvitation>;
export const BroadcastInvitationsResponse = z.object({ items: z.array(BroadcastInvitation) });
export type BroadcastInvitationsResponse = z.infer<typeof BroadcastInvitationsResponse>;

/** The error codes of broadcast (404s keep the shared not-found words of each resource). */
export const broadcastErrorCodes = {
  /** 404: no such order of the signed-in user. */
  broadcastOrderNotFound: 'broadcast_order_not_found',
  /** 404: no such answer on the order / delivery to the provider / invitation of the parent. */
  broadcastAnswerNotFound: 'broadcast_answer_not_found',
  broadcastDeliveryNotFound: 'broadcast_delivery_not_found',
  broadcastInvitationNotFound: 'broadcast_invitation_not_found',
  /** 409: a broadcast that would reach no one is not sold. */
  broadcastReachesNoOne: 'broadcast_reaches_no_one',
  /** 409: paying an order already paid, withdrawn or expired. */
  broadcastOrderNotPayable: 'broadcast_order_not_payable',
  /** 409: answering or deciding on an order that is closed, or after the parent decided. */
  broadcastClosed: 'broadcast_closed',
  /** 409: the answer's age group is not one the provider offers. */
  ageGroupNotOffered: 'age_group_not_offered',
  /** 409: a spot broadcast of an age group with no available space. */
  noSpacesToBroadcast: 'no_spaces_to_broadcast',
} as const;

export const broadcastMessages = {
  unsupportedFilter: `Only the filter "${paidOrdersFilter}" is supported`,
  orderNotFound: 'Broadcast order not found',
  answerNotFound: 'Answer not found on this broadcast',
  deliveryNotFound: 'Broadcast not found',
  invitationNotFound: 'Invitation not found',
  reachesNoOne:
    'No provider on KinderWait matches these choices yet, so this broadcast would reach no one. Widen the distance, the types of care or the start date.',
  spotReachesNoOne:
    'No family nearby with availability alerts on matches these spaces yet, so this broadcast would reach no one.',
  orderNotPayable: 'This broadcast is already paid, withdrawn or expired.',
  broadcastClosed: 'This broadcast is closed: it was withdrawn, it expired, or the family decided.',
  ageGroupNotOffered: 'You do not offer this age group',
  noSpacesToBroadcast:
    'This age group has no available space. Set its available spaces in your profile first.',
} as const;
