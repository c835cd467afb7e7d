import type { MatchedProvider } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { AvailabilityNotifications } from '../../notifications/availability/availability.service.ts';
import type { TicketConfirmations } from '../../waitlist/confirmations/confirmations.service.ts';
import type { MatchesService } from '../../waitlist/matches/matches.service.ts';

/** One family a spot broadcast reaches: a child whose ticket matches the spaces. */
export interface SpotFamily {
  parentUserId: string;
  childId: string;
  childFirstName: string;
  ticketId: string;
  /** The child waits on this provider's list already (told first, in line order). */
  onProvidersWaitlist: boolean;
  /** From the child's search point to the provider, unrounded. */
  distanceKm: number;
}

export interface SpotFamiliesDeps {
  availabilityNotifications: Pick<AvailabilityNotifications, 'alertedTickets'>;
  ticketConfirmations: Pick<TicketConfirmations, 'childrenOfTickets'>;
  children: Pick<ChildrenService, 'childrenByIds'>;
  matches: Pick<MatchesService, 'getMatch'>;
}

/** How many matches are asked for at once (the ticket reads of one turn share a round trip). */
const matchBatch = 16;

interface Candidate {
  family: SpotFamily;
  /** Line position on this provider's list (own waitlist), else null. */
  position: number | null;
  alertOn: Date;
}

/**
 * The families a spot broadcast of the provider's age group reaches, in the order they are told
 * (docs/product/broadcast.md#spot-broadcasts): every child whose parent turned the ticket's
 * availability alert on and whose ticket matches the provider in that age group, by the
 * matching engine itself (type, distance, schedule, childcare types, fees, with its rule that an
 * unknown attribute never excludes) with a space by the child's start date. First the children
 * waiting on this provider's own list, in its line order; then the others by distance (nearest
 * first; the earlier alert, then the child's id, break a tie). A child whose request to this
 * provider is anything but waiting (offered, enrolled, declined, paused, inactive, withdrawn) is
 * not told: the provider's own list already speaks to them, or they said no.
 */
export async function spotFamilies(
  deps: SpotFamiliesDeps,
  providerId: string,
  ageGroupId: number,
): Promise<SpotFamily[]> {
  const alerts = await deps.availabilityNotifications.alertedTickets();
  if (alerts.length === 0) return [];
  const childOfTicket = await deps.ticketConfirmations.childrenOfTickets(
    alerts.map((alert) => alert.ticketId),
  );
  const kids = await deps.children.childrenByIds([...new Set(childOfTicket.values())]);
  const childById = new Map(kids.map((kid) => [kid.id, kid]));

  const matchOf = async (parentUserId: string, childId: string) =>
    deps.matches.getMatch(parentUserId, childId, providerId).then(
      (match): MatchedProvider | undefined => match,
      (error: unknown) => {
        // Not a match: no ticket any more, no location, too old, or the provider does not fit.
        if (error instanceof AppError) return undefined;
        throw error;
      },
    );

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < alerts.length; start += matchBatch) {
    const batch = alerts.slice(start, start + matchBatch).flatMap((alert) => {
      const child = childById.get(childOfTicket.get(alert.ticketId) ?? '');
      if (child === undefined || seen.has(child.id)) return [];
      seen.add(child.id);
      return [{ alert, child }];
    });
    const matches = await Promise.all(
      batch.map(({ child }) => matchOf(child.parentUserId, child.id)),
    );
    batch.forEach(({ alert, child }, index) => {
      const match = matches[index];
      if (match === undefined) return;
      // The ticket the match read is the child's ticket: the alert must be that ticket's.
      if (match.ageGroup.id !== ageGroupId || !match.vacancyByStartDate) return;
      if (match.request !== null && match.request.status !== 'waiting') return;
      candidates.push({
        family: {
          parentUserId: child.parentUserId,
          childId: child.id,
          childFirstName: child.firstName,
          ticketId: alert.ticketId,
          onProvidersWaitlist: match.request !== null,
          distanceKm: match.distanceKm,
        },
        position: match.request?.position ?? null,
        alertOn: alert.createdAt,
      });
    });
  }
  return candidates.sort(byTellingOrder).map((candidate) => candidate.family);
}

/** Own waitlist first by line position; then by distance, the earlier alert, the child's id. */
function byTellingOrder(a: Candidate, b: Candidate): number {
  if (a.family.onProvidersWaitlist !== b.family.onProvidersWaitlist) {
    return a.family.onProvidersWaitlist ? -1 : 1;
  }
  if (a.family.onProvidersWaitlist) {
    const position =
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);
    if (position !== 0) return position;
  } else if (a.family.distanceKm !== b.family.distanceKm) {
    return a.family.distanceKm - b.family.distanceKm;
  }
  const alerted = a.alertOn.getTime() - b.alertOn.getTime();
  if (alerted !== 0) return alerted;
  return a.family.childId < b.family.childId ? -1 : a.family.childId > b.family.childId ? 1 : 0;
}
