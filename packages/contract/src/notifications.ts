import { z } from 'zod';
import { CheckoutRefusal } from './billing.ts';
import { safeText } from './rules/safe-text.ts';

/**
 * Notifications (docs/product/offers.md#notifications): in-app notices (kind + data; the web words
 * them), the availability notifications a provider's opening sends (POST
 * /api/notifications/availability, docs/product/offers.md#availability-openings), the parent's
 * availability alert for a ticket, and "still interested?" reconfirmation of tickets (every 90
 * days; unanswered 30 days after the reminder → inactive, never deleted).
 */
export const notificationsApiPaths = {
  /** GET: the signed-in user's latest notices, newest first, and how many are unread. */
  notices: '/api/notices',
  /** POST (body SeenNoticesBody): marks notices seen (all of them without ids). */
  noticesSeen: '/api/notices/seen',
  /** POST (AvailabilityBody): the provider says spaces opened; families on its waitlist are told. */
  availability: '/api/notifications/availability',
  /** GET, PUT (no body: on), DELETE (off): the parent's availability alert for the ticket. */
  availabilityAlert: '/api/children/{childId}/waitlist/{ticketId}/availability-alert',
  /** GET: the ticket's reconfirmation state; POST (no body): "still interested" (reactivates). */
  confirmation: '/api/children/{childId}/waitlist/{ticketId}/confirmation',
  /**
   * POST { token }: reads what the emailed reminder link names, changing nothing. POST, not GET,
   * so the token stays out of URLs and request logs; the web page below calls it.
   */
  confirmationLinkView: '/api/waitlist-confirmations/{ticketId}/link',
  /** POST { token }: the one-tap "still interested" from the emailed link. */
  confirmationLinkConfirm: '/api/waitlist-confirmations/{ticketId}/link/confirm',
} as const;

/** The web page the reminder email links to: /waitlist/confirm/{ticketId}?token=... */
export const confirmationLinkPagePath = '/waitlist/confirm/{ticketId}';
export const confirmationLinkQuery = { token: 'token' } as const;

/** The reconfirmation lifecycle, in days (docs/product/offers.md#reconfirmation). */
export const reconfirmation = {
  /** A reminder goes out this long after the ticket was made or last confirmed. */
  reminderAfterDays: 90,
  /** Not confirmed this long after the reminder → the ticket becomes inactive. */
  inactiveAfterReminderDays: 30,
} as const;

/** How many notices GET /api/notices answers at most (the newest). */
export const noticesListMax = 50;

export const notificationsMessages = {
  providerNotFound: 'Childcare provider not found',
  ageGroupNotOffered: 'You do not offer this age group',
  noAvailableSpaces:
    'This age group has no available spaces. Raise the available spaces on your profile first.',
  confirmationLinkInvalid:
    'This link is not valid for this ticket. Open your requests page and confirm from there instead.',
} as const;

export const notificationsErrorCodes = {
  /** 404: the age group is not one the provider offers. */
  ageGroupNotOffered: 'age_group_not_offered',
  /** 409: an availability notification for an age group with no available spaces. */
  noAvailableSpaces: 'no_available_spaces',
  /** 404: the emailed reconfirmation link's token does not belong to this ticket. */
  confirmationLinkInvalid: 'confirmation_link_invalid',
} as const;

const Id = z.number().int().positive().max(2_147_483_647);

/** Every notice kind, each with its data below. */
export const noticeKinds = [
  'availability_opened',
  'availability_alert',
  'offer_made',
  'offer_withdrawn',
  'offer_expired',
  'offer_answered',
  'reconfirmation_due',
  'ticket_inactive',
  'broadcast_received',
  'broadcast_answered',
  'payment_refunded',
  'refund_failed',
  'voice_message_taken',
  'phone_number_ready',
  'phone_number_failed',
  'phone_number_releasing',
] as const;
export const NoticeKind = z.enum(noticeKinds);
export type NoticeKind = z.infer<typeof NoticeKind>;

export { erasedChildName } from './notice-markers.ts';

const ChildRef = { childId: z.uuid(), childFirstName: z.string() };
const ProviderRef = { providerId: z.uuid(), providerName: z.string() };
/** Set when the opening was told by the provider's spot broadcast (docs/product/broadcast.md). */
const SpotRef = { invitationId: z.uuid().optional() };
/** A payment: its checkout, what it bought (the products' names) and its total, in cents. */
const PaymentRef = {
  checkoutSessionId: z.uuid(),
  productName: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
};

/** What each kind of notice carries; the web turns it into words (no text is stored). */
export const NoticeContent = z.discriminatedUnion('kind', [
  /** A provider on the child's waitlist opened spaces in the child's age group. */
  z.object({
    kind: z.literal('availability_opened'),
    data: z.object({
      ...ProviderRef,
      ...ChildRef,
      ageGroupId: Id,
      ageGroupName: z.string(),
      ...SpotRef,
    }),
  }),
  /** The parent's alert: a matching provider near the child opened spaces. */
  z.object({
    kind: z.literal('availability_alert'),
    data: z.object({
      ...ProviderRef,
      ...ChildRef,
      ticketId: z.uuid(),
      ageGroupId: Id,
      ageGroupName: z.string(),
      ...SpotRef,
    }),
  }),
  /** Parent: a provider offered a spot. */
  z.object({
    kind: z.literal('offer_made'),
    data: z.object({
      ...ProviderRef,
      ...ChildRef,
      offerId: z.uuid(),
      /** Names the group in the reader's language; notices stored before it have none. */
      ageGroupId: Id.optional(),
      ageGroupName: z.string(),
      startDate: z.string(),
      deadlineAt: z.string(),
    }),
  }),
  /** Parent: the provider withdrew its offer. */
  z.object({
    kind: z.literal('offer_withdrawn'),
    data: z.object({ ...ProviderRef, ...ChildRef, offerId: z.uuid() }),
  }),
  /** Parent or provider: an offer passed its deadline unanswered. */
  z.object({
    kind: z.literal('offer_expired'),
    data: z.object({ ...ProviderRef, ...ChildRef, offerId: z.uuid() }),
  }),
  /** Provider: the family accepted or declined the offer. */
  z.object({
    kind: z.literal('offer_answered'),
    data: z.object({
      ...ProviderRef,
      ...ChildRef,
      offerId: z.uuid(),
      answer: z.enum(['accept', 'decline']),
    }),
  }),
  /** Parent: "still interested?" for the ticket, to confirm by `confirmBy`. */
  z.object({
    kind: z.literal('reconfirmation_due'),
    data: z.object({ ...ChildRef, ticketId: z.uuid(), confirmBy: z.string() }),
  }),
  /** Parent: the ticket went inactive (no answer to the reminder); confirming reactivates it. */
  z.object({
    kind: z.literal('ticket_inactive'),
    data: z.object({ ...ChildRef, ticketId: z.uuid() }),
  }),
  /**
   * Provider: a family broadcast matching the profile arrived (no name, contact or address: the
   * need only, docs/product/broadcast.md#privacy).
   */
  z.object({
    kind: z.literal('broadcast_received'),
    data: z.object({
      deliveryId: z.uuid(),
      /** Names the group in the reader's language; notices stored before it have none. */
      ageGroupId: Id.optional(),
      ageGroupName: z.string(),
      requestedStartDate: z.string(),
      distanceKm: z.number(),
    }),
  }),
  /** Parent: a provider answered the child's family broadcast. */
  z.object({
    kind: z.literal('broadcast_answered'),
    data: z.object({
      ...ProviderRef,
      ...ChildRef,
      orderId: z.uuid(),
      answer: z.enum(['interested', 'not_now']),
    }),
  }),
  /**
   * Buyer: a payment started nothing and was refunded in full, and why (`already_subscribed`: the
   * plan was held already; docs/product/billing.md#checkout).
   */
  z.object({
    kind: z.literal('payment_refunded'),
    data: z.object({ ...PaymentRef, reason: CheckoutRefusal }),
  }),
  /** SuperAdmin: such a refund still failed after every attempt; it must be made by hand. */
  z.object({
    kind: z.literal('refund_failed'),
    data: z.object({ ...PaymentRef, attempts: z.number().int().positive() }),
  }),
  /**
   * Provider: their voice agent took a message (docs/product/voice-agent.md#messages-taken): who
   * to call back, and about what.
   */
  z.object({
    kind: z.literal('voice_message_taken'),
    data: z.object({
      conversationId: z.uuid(),
      channel: z.enum(['phone', 'widget', 'test']),
      name: z.string(),
      callbackNumber: z.string(),
      childAge: z.string(),
      question: z.string(),
    }),
  }),
  /** Provider: their voice agent's phone number was bought and answers calls (E.164). */
  z.object({ kind: z.literal('phone_number_ready'), data: z.object({ number: z.string() }) }),
  /** Provider: no number could be bought in the area code; they may choose again. */
  z.object({ kind: z.literal('phone_number_failed'), data: z.object({ areaCode: z.string() }) }),
  /** Provider: their subscription ended, so the number goes on `releaseAt` (ISO 8601). */
  z.object({
    kind: z.literal('phone_number_releasing'),
    data: z.object({ number: z.string(), releaseAt: z.string() }),
  }),
]);
export type NoticeContent = z.infer<typeof NoticeContent>;
export type NoticeData<K extends NoticeKind> = Extract<NoticeContent, { kind: K }>['data'];

export const Notice = z.intersection(
  z.object({
    id: z.uuid(),
    /** ISO 8601. */
    createdAt: z.string(),
    /** When the user saw it (POST /api/notices/seen); null while unread. */
    readAt: z.string().nullable(),
  }),
  NoticeContent,
);
export type Notice = z.infer<typeof Notice>;

export const NoticesResponse = z.object({
  items: z.array(Notice),
  unreadCount: z.number().int().nonnegative(),
});
export type NoticesResponse = z.infer<typeof NoticesResponse>;

export const SeenNoticesBody = z.object({ ids: z.array(z.uuid()).max(noticesListMax).optional() });
export type SeenNoticesBody = z.infer<typeof SeenNoticesBody>;

export const SeenNoticesResponse = z.object({ unreadCount: z.number().int().nonnegative() });
export type SeenNoticesResponse = z.infer<typeof SeenNoticesResponse>;

/** POST /api/notifications/availability (the payload passed through). */
export const AvailabilityBody = z.object({ providerId: z.uuid(), ageGroupId: Id });
export type AvailabilityBody = z.infer<typeof AvailabilityBody>;

export const AvailabilityResponse = z.object({
  /** The opening the families are told about; a repeat without more spaces is the same one. */
  openingId: z.uuid(),
  availableSpaces: z.number().int().nonnegative(),
  /** Families told now (by email and in the app), in priority order; 0 on a repeat. */
  familiesNotified: z.number().int().nonnegative(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

export const TicketNotificationParams = z.object({ childId: z.uuid(), ticketId: z.uuid() });
export type TicketNotificationParams = z.infer<typeof TicketNotificationParams>;

export const AvailabilityAlert = z.object({ enabled: z.boolean() });
export type AvailabilityAlert = z.infer<typeof AvailabilityAlert>;

export const confirmationStates = ['confirmed', 'due', 'inactive'] as const;
export const ConfirmationState = z.enum(confirmationStates);
export type ConfirmationState = z.infer<typeof ConfirmationState>;

/** A ticket's reconfirmation state (ISO 8601 times). */
export const TicketConfirmation = z.object({
  ticketId: z.uuid(),
  /** confirmed: nothing to do; due: reminder sent, confirm by `confirmBy`; inactive: off the lists. */
  state: ConfirmationState,
  lastConfirmedAt: z.string().nullable(),
  reminderSentAt: z.string().nullable(),
  inactiveAt: z.string().nullable(),
  /** When the next reminder goes out (confirmed), or the last moment to answer (due); null when inactive. */
  nextStepAt: z.string().nullable(),
});
export type TicketConfirmation = z.infer<typeof TicketConfirmation>;

export const ConfirmationLinkParams = z.object({ ticketId: z.uuid() });
export type ConfirmationLinkParams = z.infer<typeof ConfirmationLinkParams>;

export const ConfirmationLinkBody = z.object({ token: safeText(z.string().min(1).max(200)) });
export type ConfirmationLinkBody = z.infer<typeof ConfirmationLinkBody>;

/** What the reminder link page shows: whose ticket, and its state. */
export const ConfirmationLinkView = TicketConfirmation.extend({ childFirstName: z.string() });
export type ConfirmationLinkView = z.infer<typeof ConfirmationLinkView>;
