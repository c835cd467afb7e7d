import type { ChildcareRequestStatus, NoticeContent } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';

/**
 * What the offers service asks of other modules, as plugins/services.ts wires them: the waitlist
 * (requests and their statuses, the next family in line), the provider's waitlist settings and
 * notifications. Narrow on purpose, so the rules here are tested against exactly what they use.
 */

/** A request on a provider's waitlist, as offers needs it. */
export interface OfferRequest {
  requestId: string;
  ticketId: string;
  providerId: string;
  childId: string;
  childFirstName: string;
  parentUserId: string;
  status: ChildcareRequestStatus;
}

/** A status change of requests; `tx` makes it part of the offer's own change. */
export interface RequestTransition {
  requestIds?: readonly string[];
  /** Every request of these tickets (one ticket per child), but `exceptRequestIds`. */
  ticketIds?: readonly string[];
  exceptRequestIds?: readonly string[];
  /** Only requests in one of these statuses change (the others are left as they are). */
  from: readonly ChildcareRequestStatus[];
  to: ChildcareRequestStatus;
}

export interface OffersWaitlist {
  /** The request of this provider named by its id or by its ticket; undefined when none. */
  requestOfProvider(
    providerId: string,
    ref: { requestId?: string | undefined; ticketId?: string | undefined },
  ): Promise<OfferRequest | undefined>;
  /** These requests (those that exist). */
  requestsByIds(requestIds: readonly string[]): Promise<OfferRequest[]>;
  /** Applies the change; answers the ids that changed. */
  transitionRequests(change: RequestTransition, tx?: Database): Promise<string[]>;
  /** The first waiting family of the provider for the age group, skipping these requests. */
  nextInLine(
    providerId: string,
    ageGroupId: number,
    excludeRequestIds: readonly string[],
  ): Promise<OfferRequest | undefined>;
}

export interface OfferSettings {
  autoOffer: boolean;
  offerDeadlineBusinessDays: number;
}

/**
 * The in-app notice (the contract's typed kind and data), its email and its text message: to the
 * parent, or to the provider's owner for `offer_answered`.
 */
export type OfferNotice = Extract<
  NoticeContent,
  { kind: 'offer_made' | 'offer_expired' | 'offer_withdrawn' | 'offer_answered' }
> & {
  userId: string;
  email: { subject: string; text: string; html: string };
  /** Sent to the phone number on the parent's profile, when there is one. */
  sms?: { body: string };
};

export interface OffersPorts {
  waitlist: OffersWaitlist;
  settingsOf(providerId: string): Promise<OfferSettings>;
  /** Stores the in-app notice and queues the email and text; never sends inside the request. */
  notify(notice: OfferNotice, tx?: Database): Promise<void>;
}
