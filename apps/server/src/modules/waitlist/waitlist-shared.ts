import type {
  EffectiveChildLocation,
  MatchRequest,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import { displayTimeZone, normalizeAvailabilitySlots, todayInTimeZone } from '@kinderwait/contract';
import { childNotFound } from '../children/children-errors.ts';
import type { StoredRequest, StoredTicket, TicketFields } from './waitlist.repository.ts';

/** A child of the signed-in parent, as the children module answers it. */
export interface WaitlistChild {
  id: string;
  parentUserId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  effectiveLocation: EffectiveChildLocation | null;
}

/** What the waitlist needs of the children module (its service). */
export interface WaitlistChildren {
  findOwnedChild(parentUserId: string, childId: string): Promise<WaitlistChild | null>;
  listOwnedChildren(parentUserId: string): Promise<readonly WaitlistChild[]>;
}

/** How far ahead a start date may be. */
const startDateMaxYearsAhead = 3;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** Today in Toronto by the server's clock, 'YYYY-MM-DD'. */
export function torontoToday(now: Date): { today: string; latest: string } {
  const { year, month, day } = todayInTimeZone(displayTimeZone, now);
  return {
    today: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    // String order is date order; a 29 February limit lets 28 February through, not 1 March.
    latest: `${pad(year + startDateMaxYearsAhead, 4)}-${pad(month)}-${pad(day)}`,
  };
}

export function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function ticketFields(data: WaitlistData): TicketFields {
  return {
    distanceKm: data.Distance,
    providerTypeIds: dedupe(data.ProviderTypes),
    childcareTypeIds: dedupe(data.ChildcareTypes),
    schoolPlanIds: dedupe(data.SchoolPlans),
    feeBracketIds: dedupe(data.PaymentOptions),
    requestedStartDate: data.RequestedStartDate,
    scheduleAvailability: normalizeAvailabilitySlots(data.ScheduleAvailability),
    careInFrench: data.CareInFrench === true,
  };
}

export function ticketView(ticket: StoredTicket): WaitlistTicket {
  return {
    id: ticket.id,
    childId: ticket.childId,
    Distance: ticket.distanceKm,
    ProviderTypes: ticket.providerTypeIds,
    ChildcareTypes: ticket.childcareTypeIds,
    SchoolPlans: ticket.schoolPlanIds,
    PaymentOptions: ticket.feeBracketIds,
    RequestedStartDate: ticket.requestedStartDate,
    ScheduleAvailability: ticket.scheduleAvailability,
    CareInFrench: ticket.careInFrench,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

export function matchRequestView(request: StoredRequest): MatchRequest {
  return {
    id: request.id,
    status: request.status,
    sentAt: request.sentAt.toISOString(),
    position: request.position,
  };
}

/** The caller's own child; 404 for anyone else's or an unknown id. */
export async function requireOwnedChild(
  children: WaitlistChildren,
  userId: string,
  childId: string,
): Promise<WaitlistChild> {
  const child = await children.findOwnedChild(userId, childId);
  if (child === null) throw childNotFound();
  return child;
}
