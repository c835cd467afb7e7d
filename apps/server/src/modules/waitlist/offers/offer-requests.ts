import type { ChildcareRequestStatus } from '@kinderwait/contract';
import type { Database } from '../../../db/database.ts';
import type { ProviderLineEntry, RequestLifecycle } from '../requests/request-lifecycle.ts';

/**
 * The requests as the offer rules see them: narrower than the request lifecycle's entries, so the
 * rules are tested against exactly what they use.
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

function offerRequestOf(entry: ProviderLineEntry): OfferRequest {
  return {
    requestId: entry.id,
    ticketId: entry.ticketId,
    providerId: entry.providerId,
    childId: entry.childId,
    childFirstName: entry.child.firstName,
    parentUserId: entry.child.parentUserId,
    status: entry.status,
  };
}

/** The request lifecycle, as the offer rules ask it. */
export function offersWaitlistOf(
  waitlist: Pick<
    RequestLifecycle,
    'requestOfProvider' | 'requestsByIds' | 'transitionRequests' | 'nextInLine'
  >,
): OffersWaitlist {
  return {
    requestOfProvider: async (providerId, { requestId, ticketId }) => {
      const key =
        requestId !== undefined ? { requestId } : ticketId !== undefined ? { ticketId } : undefined;
      if (key === undefined) return undefined;
      const entry = await waitlist.requestOfProvider(providerId, key);
      return entry === undefined ? undefined : offerRequestOf(entry);
    },
    requestsByIds: async (requestIds) =>
      requestIds.length === 0 ? [] : (await waitlist.requestsByIds(requestIds)).map(offerRequestOf),
    transitionRequests: async ({ requestIds, ticketIds, exceptRequestIds, from, to }, tx) => {
      if ((requestIds ?? []).length === 0 && (ticketIds ?? []).length === 0) return [];
      const changed = await waitlist.transitionRequests(
        {
          ...(requestIds === undefined ? {} : { requestIds }),
          ...(ticketIds === undefined ? {} : { ticketIds }),
          ...(exceptRequestIds === undefined ? {} : { exceptRequestIds }),
          from,
          to,
        },
        tx,
      );
      return changed.map((request) => request.id);
    },
    nextInLine: async (providerId, ageGroupId, excludeRequestIds) => {
      const entry = await waitlist.nextInLine(providerId, ageGroupId, excludeRequestIds);
      return entry === undefined ? undefined : offerRequestOf(entry);
    },
  };
}
