import type {
  NextFamily,
  OfferStatus,
  ParentOffer,
  ProviderOffer,
  RequestOffer,
} from '@kinderwait/contract';
import type { OfferRequest } from './offer-requests.ts';
import type { StoredOffer } from './offers.repository.ts';

/** The status a reader sees: an open offer past its deadline is expired, swept or not. */
export function statusAt(offer: StoredOffer, now: Date): OfferStatus {
  return offer.status === 'open' && offer.deadlineAt.getTime() <= now.getTime()
    ? 'expired'
    : offer.status;
}

export function requestOfferView(
  offer: StoredOffer,
  ageGroupNames: ReadonlyMap<number, string>,
  now: Date,
): RequestOffer {
  return {
    id: offer.id,
    ageGroupId: offer.ageGroupId,
    ageGroupName: ageGroupNames.get(offer.ageGroupId) ?? `Age Group ${offer.ageGroupId}`,
    startDate: offer.startDate,
    deadlineAt: offer.deadlineAt.toISOString(),
    status: statusAt(offer, now),
  };
}

export function providerOfferView(
  offer: StoredOffer,
  request: OfferRequest,
  ageGroupNames: ReadonlyMap<number, string>,
  nextFamily: NextFamily | null,
  now: Date,
): ProviderOffer {
  const base = requestOfferView(offer, ageGroupNames, now);
  return {
    ...base,
    requestId: offer.requestId,
    ticketId: request.ticketId,
    childFirstName: request.childFirstName,
    autoOffered: offer.autoOffered,
    createdAt: offer.createdAt.toISOString(),
    closedAt:
      offer.closedAt?.toISOString() ??
      (base.status === 'expired' ? offer.deadlineAt.toISOString() : null),
    nextFamily,
  };
}

export function parentOfferView(
  offer: StoredOffer,
  request: OfferRequest,
  providerName: string,
  ageGroupNames: ReadonlyMap<number, string>,
  pausedRequests: ParentOffer['pausedRequests'],
  now: Date,
): ParentOffer {
  const base = requestOfferView(offer, ageGroupNames, now);
  return {
    ...base,
    requestId: offer.requestId,
    providerId: offer.providerId,
    providerName,
    childId: request.childId,
    childFirstName: request.childFirstName,
    closedAt:
      offer.closedAt?.toISOString() ??
      (base.status === 'expired' ? offer.deadlineAt.toISOString() : null),
    pausedRequests,
  };
}
