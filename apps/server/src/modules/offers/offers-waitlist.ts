import type { ProviderLineEntry, RequestLifecycle } from '../waitlist/request-lifecycle.ts';
import type { OfferRequest, OffersWaitlist } from './offers-ports.ts';

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

/** The waitlist service's request lifecycle, as the offers rules ask it (offers-ports.ts). */
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
