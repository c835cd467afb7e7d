import type {
  ProviderWaitlistEntry,
  ProviderWaitlistFamily,
  ProviderWaitlistOpenOffer,
  WaitlistPriority,
} from '@kinderwait/contract';
import { providerWaitlistErrorCodes, providerWaitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { ProviderLineEntry } from '../requests/request-lifecycle.ts';
import { requestNotFound } from '../waitlist-errors.ts';

export const priorityNotFound = (): AppError =>
  new AppError(
    404,
    providerWaitlistErrorCodes.waitlistPriorityNotFound,
    providerWaitlistMessages.priorityNotFound,
  );

/** Statuses in which the provider made an offer: only then does it see the family's contact. */
const contactStatuses = new Set<string>(['offered', 'enrolled']);

export function entryView(
  entry: ProviderLineEntry,
  priorities: readonly WaitlistPriority[],
  openOffer: { offerId: string; deadlineAt: Date } | undefined,
  family: ProviderWaitlistFamily | undefined,
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
    requestedStartDate: entry.requestedStartDate,
    scheduleSentence: entry.scheduleSentence,
    childcareTypeIds: entry.childcareTypeIds,
    distanceKm: entry.distanceKm,
    distanceApproximate: entry.distanceApproximate,
    priorities: priorities.map(({ id, name, weight }) => ({ id, name, weight })),
    priorityWeight: entry.priorityWeight,
    joinedAt: entry.joinedAt.toISOString(),
    status,
    position: entry.position,
    openOffer: offer,
    family: contactStatuses.has(entry.status) || offer !== null ? (family ?? null) : null,
  };
}

/** Whether the provider may see this entry's family contact (so it is looked up at all). */
export function showsFamily(entry: ProviderLineEntry, hasOpenOffer: boolean): boolean {
  return contactStatuses.has(entry.status) || hasOpenOffer;
}
