import type {
  ProviderWaitlistCareNotes,
  ProviderWaitlistEntry,
  ProviderWaitlistFamily,
  ProviderWaitlistOpenOffer,
  WaitlistPriority,
} from '@kinderwait/contract';
import {
  commonErrorCodes,
  commonErrorMessages,
  providerWaitlistErrorCodes,
  providerWaitlistMessages,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { ProviderLineEntry } from '../requests/request-lifecycle.ts';
import { requestNotFound } from '../waitlist-errors.ts';

export const priorityNotFound = (): AppError =>
  new AppError(
    404,
    providerWaitlistErrorCodes.waitlistPriorityNotFound,
    providerWaitlistMessages.priorityNotFound,
  );

/** A token whose account no longer exists: the client signs in again (as the profile answers). */
export const accountGone = (): AppError =>
  new AppError(
    401,
    commonErrorCodes.authenticationRequired,
    commonErrorMessages.authenticationRequired,
  );

/**
 * Statuses in which the provider made an offer: only then does it see the family's contact and
 * the child's care notes.
 */
const offerStatuses = new Set<string>(['offered', 'enrolled']);

/** What the provider may see once it made an offer; undefined when it has none to see. */
export interface OfferedDetails {
  family: ProviderWaitlistFamily | undefined;
  careNotes: ProviderWaitlistCareNotes | undefined;
}

export function entryView(
  entry: ProviderLineEntry,
  priorities: readonly WaitlistPriority[],
  openOffer: { offerId: string; deadlineAt: Date } | undefined,
  offered: OfferedDetails,
): ProviderWaitlistEntry {
  const offer: ProviderWaitlistOpenOffer | null =
    openOffer === undefined
      ? null
      : { offerId: openOffer.offerId, deadlineAt: openOffer.deadlineAt.toISOString() };
  // The line leaves withdrawn requests out and the service answers 404 for one; never shown.
  if (entry.status === 'withdrawn') throw requestNotFound();
  const status = entry.status;
  return {
    requestId: entry.id,
    ticketId: entry.ticketId,
    childId: entry.childId,
    childFirstName: entry.child.firstName,
    ageLabelNow: entry.ageLabelNow,
    ageLabelAtStart: entry.ageLabelAtStart,
    ageGroupAtStart: entry.ageGroupAtStart,
    ageAtStart: entry.ageAtStart,
    requestedStartDate: entry.requestedStartDate,
    scheduleAvailability: entry.scheduleAvailability,
    childcareTypeIds: entry.childcareTypeIds,
    distanceKm: entry.distanceKm,
    distanceApproximate: entry.distanceApproximate,
    priorities: priorities.map(({ id, name, weight }) => ({ id, name, weight })),
    priorityWeight: entry.priorityWeight,
    joinedAt: entry.joinedAt.toISOString(),
    status,
    position: entry.position,
    openOffer: offer,
    // Checked here again, whatever the caller looked up: never sent before an offer.
    family: offerMade(entry, offer !== null) ? (offered.family ?? null) : null,
    careNotes: offerMade(entry, offer !== null) ? (offered.careNotes ?? null) : null,
  };
}

/**
 * Whether the provider made an offer for this request (it is offered or enrolled, or an offer is
 * open): only then are the family's contact and the child's care notes looked up and sent.
 */
export function offerMade(entry: ProviderLineEntry, hasOpenOffer: boolean): boolean {
  return offerStatuses.has(entry.status) || hasOpenOffer;
}
