import type {
  FiltersBody,
  MatchedProvider,
  MatchesQuery,
  MatchesResponse,
} from '@kinderwait/contract';
import {
  ageGroupIdOfBirthDate,
  distanceKm as distanceKmRange,
  earliestStartDate,
  isApproximateLocation,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import type { z } from 'zod';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ProviderMatching } from '../../childcare-providers/provider-matching-list.ts';
import type { MatchCriteria, ProviderMatch } from '../../childcare-providers/provider-matching.ts';
import type { TicketCatalogues } from '../tickets/ticket-checks.ts';
import { createTicketChecks } from '../tickets/ticket-checks.ts';
import type { WaitlistChild, WaitlistChildren } from '../waitlist-shared.ts';
import {
  matchRequestView,
  requireOwnedChild,
  ticketFields,
  torontoToday,
} from '../waitlist-shared.ts';
import type { TicketForMatches } from './matches.repository.ts';
import { findTicketForMatches } from './matches.repository.ts';
import type { TicketFields } from '../waitlist.repository.ts';
import { findRequestsOfTicket } from '../waitlist.repository.ts';
import { providerNotFound, ticketNotFound } from '../waitlist-errors.ts';

type MatchesOptions = z.output<typeof MatchesQuery>;

/** The read path of matching: the providers a child's ticket matches. */
export interface MatchesService {
  /** How many providers match the wizard's choices so far. */
  countMatches(userId: string, childId: string, body: FiltersBody): Promise<number>;
  listMatches(userId: string, childId: string, query: MatchesOptions): Promise<MatchesResponse>;
  /** One match; 404 when the provider does not exist or does not match. */
  getMatch(userId: string, childId: string, providerId: string): Promise<MatchedProvider>;
  /** The match criteria of a child and its ticket; 409 without age group or location. */
  criteriaOf(child: WaitlistChild, fields: TicketFields): Promise<MatchCriteria>;
  /** Which of `providerIds` match the criteria. */
  matchingProviderIds(
    criteria: MatchCriteria,
    providerIds: readonly string[],
  ): Promise<Set<string>>;
}

export interface MatchesServiceDeps {
  db: Database;
  clock: Clock;
  catalogues: TicketCatalogues & Pick<CataloguesService, 'ageGroups'>;
  providerMatching: Pick<ProviderMatching, 'listMatches' | 'countMatches'>;
  children: WaitlistChildren;
}

export function createMatchesService({
  db,
  clock,
  catalogues,
  providerMatching,
  children,
}: MatchesServiceDeps): MatchesService {
  const checks = createTicketChecks(clock, catalogues);
  const criteriaOf = async (child: WaitlistChild, fields: TicketFields): Promise<MatchCriteria> => {
    // A ticket saved before the expected birth was moved later: the start date is to change.
    if (fields.requestedStartDate < child.dateOfBirth) {
      throw new AppError(
        409,
        waitlistErrorCodes.startDateBeforeBirth,
        waitlistMessages.startDateBeforeBirth(child.dateOfBirth),
      );
    }
    const ageGroupId = ageGroupIdOfBirthDate(child.dateOfBirth, fields.requestedStartDate);
    if (ageGroupId === undefined) {
      throw new AppError(409, waitlistErrorCodes.childOutOfAgeRange, waitlistMessages.childTooOld);
    }
    const location = child.effectiveLocation;
    if (location === null) {
      throw new AppError(409, waitlistErrorCodes.childLocationMissing, waitlistMessages.noLocation);
    }
    const chosen = new Set(fields.feeBracketIds);
    const brackets = chosen.size === 0 ? [] : await checks.feeBrackets();
    return {
      latitude: location.latitude,
      longitude: location.longitude,
      distanceKm: fields.distanceKm,
      providerTypeIds: fields.providerTypeIds,
      ageGroupId,
      requestedStartDate: fields.requestedStartDate,
      childcareTypeIds: fields.childcareTypeIds,
      feeBrackets: brackets.filter((bracket) => chosen.has(bracket.id)),
      schedule: fields.scheduleAvailability,
      inFrench: fields.careInFrench,
    };
  };

  // The age groups are fixed by migration: read once per process.
  let ageGroupNames: Promise<ReadonlyMap<number, string>> | undefined;
  const ageGroupName = async (ageGroupId: number): Promise<string> => {
    ageGroupNames ??= catalogues
      .ageGroups()
      .then((groups) => new Map(groups.map((group) => [group.id, group.name])));
    return (await ageGroupNames.catch(() => new Map<number, string>())).get(ageGroupId) ?? '';
  };

  /** The matches with the child's requests to them (read only when the ticket has any there). */
  const withRequests = async (
    ticketId: string,
    requested: readonly string[],
    matches: readonly ProviderMatch[],
    ageGroupId: number,
    /** The child's location is a postal area's centre: every distance is approximate. */
    fromApproximate: boolean,
  ): Promise<MatchedProvider[]> => {
    const asked = new Set(requested);
    const ids = matches.map((match) => match.id).filter((id) => asked.has(id));
    const [requests, name] = await Promise.all([
      ids.length === 0 ? [] : findRequestsOfTicket(db, ticketId, ids),
      ageGroupName(ageGroupId),
    ]);
    const byProvider = new Map(requests.map((request) => [request.providerId, request]));
    return matches.map(({ locationApproximate, ...match }) => {
      const request = byProvider.get(match.id);
      return {
        ...match,
        distanceApproximate: fromApproximate || locationApproximate,
        currency: 'CAD',
        ageGroup: { ...match.ageGroup, name },
        request: request === undefined ? null : matchRequestView(request),
      };
    });
  };

  /** The child (owned), its ticket and the parent's likes: two statements, side by side. */
  const matchesOf = async (
    userId: string,
    childId: string,
  ): Promise<{ ticket: TicketForMatches; criteria: MatchCriteria; fromApproximate: boolean }> => {
    const [child, ticket] = await Promise.all([
      requireOwnedChild(children, userId, childId),
      // Read alongside the ownership check and used only after it passed.
      findTicketForMatches(db, childId, userId),
    ]);
    if (ticket === undefined) throw ticketNotFound();
    return {
      ticket,
      criteria: await criteriaOf(child, ticket.ticket),
      fromApproximate: isApproximateLocation(child.effectiveLocation?.locationSource),
    };
  };

  return {
    criteriaOf,

    countMatches: async (userId, childId, body) => {
      const child = await requireOwnedChild(children, userId, childId);
      const data = {
        ...body,
        Distance: body.Distance ?? distanceKmRange.default,
        // Until asked: today, or the expected birth of a child not born yet.
        RequestedStartDate:
          body.RequestedStartDate ??
          earliestStartDate(child.dateOfBirth, torontoToday(clock()).today),
        ScheduleAvailability: body.ScheduleAvailability ?? [],
      };
      await checks.checkData(data, child);
      return providerMatching.countMatches(await criteriaOf(child, ticketFields(data)));
    },

    listMatches: async (userId, childId, query) => {
      const { ticket, criteria, fromApproximate } = await matchesOf(userId, childId);
      const page = await providerMatching.listMatches(criteria, {
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
        withVacancy: query.withVacancy === true,
        cwelcc: query.cwelcc === true,
        inFrench: query.inFrench === true,
        onlyLiked: query.liked === true,
        likedProviderIds: ticket.liked,
      });
      return {
        items: await withRequests(
          ticket.ticket.id,
          ticket.requested,
          page.items,
          criteria.ageGroupId,
          fromApproximate,
        ),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    getMatch: async (userId, childId, providerId) => {
      const { ticket, criteria, fromApproximate } = await matchesOf(userId, childId);
      const page = await providerMatching.listMatches(criteria, {
        sort: 'distance',
        page: 1,
        pageSize: 1,
        withVacancy: false,
        cwelcc: false,
        onlyLiked: false,
        likedProviderIds: ticket.liked,
        providerIds: [providerId],
      });
      const [match] = await withRequests(
        ticket.ticket.id,
        ticket.requested,
        page.items,
        criteria.ageGroupId,
        fromApproximate,
      );
      if (match === undefined) throw providerNotFound();
      return match;
    },

    matchingProviderIds: async (criteria, providerIds) => {
      const matches = await providerMatching.listMatches(criteria, {
        sort: 'distance',
        page: 1,
        pageSize: providerIds.length,
        withVacancy: false,
        cwelcc: false,
        onlyLiked: false,
        likedProviderIds: [],
        providerIds,
      });
      return new Set(matches.items.map((match) => match.id));
    },
  };
}
