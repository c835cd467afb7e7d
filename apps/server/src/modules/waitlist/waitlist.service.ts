import type {
  ChildTicketResponse,
  ChildWaitlistStatus,
  EffectiveChildLocation,
  FeeBracket,
  FiltersBody,
  MatchedProvider,
  MatchesQuery,
  MatchRequest,
  MatchesResponse,
  ParentChildcareRequest,
  ParentRequestsResponse,
  SaveFavoritesLikedBody,
  SaveFavoritesLikedResponse,
  SendRequestOutcome,
  SendRequestsResponse,
  ValidationIssue,
  WaitlistData,
  WaitlistTicket,
  WithdrawRequestBody,
} from '@kinderwait/contract';
import {
  ageGroupIdOfBirthDate,
  childrenErrorCodes,
  childrenMessages,
  commonErrorCodes,
  commonErrorMessages,
  displayTimeZone,
  distanceKm as distanceKmRange,
  formatValidationDetail,
  normalizeAvailabilitySlots,
  todayInTimeZone,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { MatchCriteria, ProviderMatch } from '../childcare-providers/provider-matching.ts';
import type { StoredRequest, StoredTicket, TicketFields } from './waitlist.repository.ts';
import {
  anyRequestOfTickets,
  findLikedProviderIds,
  findRequest,
  findRequestsOfTicket,
  findRequestsOfTickets,
  findTicket,
  findTicketOfChild,
  findTicketsOfChildren,
  insertTicket,
  sendRequest,
  setLiked,
  updateTicket,
  withdrawRequest,
} from './waitlist.repository.ts';

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

type MatchesOptions = z.output<typeof MatchesQuery>;

/**
 * The parent's waitlist: a ticket per child, the providers matching it (through the
 * childcare-providers service), childcare requests, favourites. Every call is about the
 * caller's own children: another parent's child, ticket or request is a 404.
 */
export interface WaitlistService {
  getTicket(userId: string, childId: string): Promise<ChildTicketResponse>;
  /** 409 waitlist_ticket_exists when the child has one. */
  createTicket(userId: string, childId: string, data: WaitlistData): Promise<WaitlistTicket>;
  /** Replaces the ticket's data; its requests stay as they are. */
  updateTicket(
    userId: string,
    childId: string,
    ticketId: string,
    data: WaitlistData,
  ): Promise<WaitlistTicket>;
  /** How many providers match the wizard's choices so far. */
  countMatches(userId: string, childId: string, body: FiltersBody): Promise<number>;
  listMatches(userId: string, childId: string, query: MatchesOptions): Promise<MatchesResponse>;
  /** One match; 404 when the provider does not exist or does not match. */
  getMatch(userId: string, childId: string, providerId: string): Promise<MatchedProvider>;
  sendRequests(
    userId: string,
    childId: string,
    ticketId: string,
    providerIds: readonly string[],
  ): Promise<SendRequestsResponse>;
  /** Every request of the parent's children, newest first; 404 for another parent's id. */
  listParentRequests(userId: string, parentId: string): Promise<ParentRequestsResponse>;
  /** Withdraws the ticket's request to the provider (idempotent). */
  withdrawRequest(
    userId: string,
    providerId: string,
    ticketId: string,
    body: WithdrawRequestBody,
  ): Promise<ParentChildcareRequest>;
  saveLiked(userId: string, body: SaveFavoritesLikedBody): Promise<SaveFavoritesLikedResponse>;
  /** Each child's ticket id, active requests and best position (for the children list). */
  statusesOfChildren(
    parentUserId: string,
    childIds: readonly string[],
  ): Promise<ReadonlyMap<string, ChildWaitlistStatus>>;
  /** Whether the user (a parent) has ever sent a childcare request. */
  hasSentRequests(userId: string): Promise<boolean>;
  /** The provider types a ticket of the user's child asks for; none for anyone else's ticket. */
  providerTypeIdsOfTicket(userId: string, ticketId: string): Promise<readonly number[]>;
}

export interface WaitlistServiceOptions {
  db: Database;
  clock: Clock;
  catalogues: CataloguesService;
  childcareProviders: ChildcareProvidersService;
  children: WaitlistChildren;
}

/** Statuses still on a provider's waitlist (the children list counts them as active). */
const activeStatuses = new Set<string>(['waiting', 'offered', 'paused']);

/** How far ahead a start date may be. */
const startDateMaxYearsAhead = 3;

const childNotFound = (): AppError =>
  new AppError(404, childrenErrorCodes.childNotFound, childrenMessages.childNotFound);
const ticketNotFound = (): AppError =>
  new AppError(404, waitlistErrorCodes.waitlistTicketNotFound, waitlistMessages.ticketNotFound);
const providerNotFound = (): AppError =>
  new AppError(
    404,
    waitlistErrorCodes.childcareProviderNotFound,
    waitlistMessages.providerNotFound,
  );
const requestNotFound = (): AppError =>
  new AppError(404, waitlistErrorCodes.childcareRequestNotFound, waitlistMessages.requestNotFound);
const invalid = (issues: readonly ValidationIssue[]): AppError =>
  new AppError(
    400,
    commonErrorCodes.validationFailed,
    commonErrorMessages.invalidRequest,
    formatValidationDetail(issues),
  );

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** Today in Toronto by the server's clock, 'YYYY-MM-DD'. */
function torontoToday(now: Date): { today: string; latest: string } {
  const { year, month, day } = todayInTimeZone(displayTimeZone, now);
  return {
    today: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    // String order is date order; a 29 February limit lets 28 February through, not 1 March.
    latest: `${pad(year + startDateMaxYearsAhead, 4)}-${pad(month)}-${pad(day)}`,
  };
}

function dedupe<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function ticketFields(data: WaitlistData): TicketFields {
  return {
    distanceKm: data.Distance,
    providerTypeIds: dedupe(data.ProviderTypes),
    childcareTypeIds: dedupe(data.ChildcareTypes),
    schoolPlanIds: dedupe(data.SchoolPlans),
    feeBracketIds: dedupe(data.PaymentOptions),
    requestedStartDate: data.RequestedStartDate,
    scheduleAvailability: normalizeAvailabilitySlots(data.ScheduleAvailability),
  };
}

function ticketView(ticket: StoredTicket): WaitlistTicket {
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
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

function matchRequestView(request: StoredRequest): MatchRequest {
  return {
    id: request.id,
    status: request.status,
    sentAt: request.sentAt.toISOString(),
    position: request.position,
  };
}

export function createWaitlistService({
  db,
  clock,
  catalogues,
  childcareProviders,
  children,
}: WaitlistServiceOptions): WaitlistService {
  const ownedChild = async (userId: string, childId: string): Promise<WaitlistChild> => {
    const child = await children.findOwnedChild(userId, childId);
    if (child === null) throw childNotFound();
    return child;
  };

  const ownedTicket = async (
    userId: string,
    childId: string,
    ticketId: string,
  ): Promise<{ child: WaitlistChild; ticket: StoredTicket }> => {
    const child = await ownedChild(userId, childId);
    const ticket = await findTicket(db, ticketId);
    if (ticket?.childId !== child.id) throw ticketNotFound();
    return { child, ticket };
  };

  const feeBrackets = async (): Promise<FeeBracket[]> => {
    const [daily, hourly] = await Promise.all([
      catalogues.feeBrackets('Daily'),
      catalogues.feeBrackets('Hourly'),
    ]);
    return [...daily, ...hourly];
  };

  /** 400 for a start date in the past or too far ahead. */
  const checkStartDate = (startDate: string): void => {
    const { today, latest } = torontoToday(clock());
    const path = ['body', 'RequestedStartDate'];
    if (startDate < today) throw invalid([{ path, message: waitlistMessages.startDateInPast }]);
    if (startDate > latest) throw invalid([{ path, message: waitlistMessages.startDateTooFar }]);
  };

  /** 400 unknown_catalogue_id naming the first list with an id its catalogue lacks. */
  const checkCatalogueIds = async (
    lists: Pick<
      WaitlistData,
      'ProviderTypes' | 'ChildcareTypes' | 'SchoolPlans' | 'PaymentOptions'
    >,
  ): Promise<void> => {
    const [providerTypes, childcareTypes, schoolPlans, brackets] = await Promise.all([
      catalogues.providerTypes(undefined, undefined),
      catalogues.childcareTypes(),
      catalogues.schoolPlans(),
      feeBrackets(),
    ]);
    const known: [keyof typeof lists, Set<number>][] = [
      ['ProviderTypes', new Set(providerTypes.map((item) => item.id))],
      ['ChildcareTypes', new Set(childcareTypes.map((item) => item.id))],
      ['SchoolPlans', new Set(schoolPlans.map((item) => item.id))],
      ['PaymentOptions', new Set(brackets.map((item) => item.id))],
    ];
    for (const [field, ids] of known) {
      const unknown = lists[field].find((id) => !ids.has(id));
      if (unknown !== undefined) {
        const message = waitlistMessages.unknownCatalogueId(field, unknown);
        throw new AppError(
          400,
          waitlistErrorCodes.unknownCatalogueId,
          message,
          formatValidationDetail([{ path: ['body', field], message }]),
        );
      }
    }
  };

  const checkData = async (data: WaitlistData): Promise<void> => {
    checkStartDate(data.RequestedStartDate);
    await checkCatalogueIds(data);
  };

  /** The match criteria of a child and its (validated) data; 409 without age group or location. */
  const criteriaOf = async (child: WaitlistChild, fields: TicketFields): Promise<MatchCriteria> => {
    const ageGroupId = ageGroupIdOfBirthDate(child.dateOfBirth, fields.requestedStartDate);
    if (ageGroupId === undefined) {
      throw new AppError(409, waitlistErrorCodes.childOutOfAgeRange, waitlistMessages.childTooOld);
    }
    const location = child.effectiveLocation;
    if (location === null) {
      throw new AppError(409, waitlistErrorCodes.childLocationMissing, waitlistMessages.noLocation);
    }
    const chosen = new Set(fields.feeBracketIds);
    const brackets = chosen.size === 0 ? [] : await feeBrackets();
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
    };
  };

  const ageGroupName = async (ageGroupId: number): Promise<string> => {
    const groups = await catalogues.ageGroups();
    return groups.find((group) => group.id === ageGroupId)?.name ?? '';
  };

  /** The matches with the child's requests to them. */
  const withRequests = async (
    ticketId: string,
    matches: readonly ProviderMatch[],
    ageGroupId: number,
  ): Promise<MatchedProvider[]> => {
    const [requests, name] = await Promise.all([
      findRequestsOfTicket(
        db,
        ticketId,
        matches.map((match) => match.id),
      ),
      ageGroupName(ageGroupId),
    ]);
    const byProvider = new Map(requests.map((request) => [request.providerId, request]));
    return matches.map((match) => {
      const request = byProvider.get(match.id);
      return {
        ...match,
        currency: 'CAD',
        ageGroup: { ...match.ageGroup, name },
        request: request === undefined ? null : matchRequestView(request),
      };
    });
  };

  const matchesOf = async (
    userId: string,
    childId: string,
  ): Promise<{ ticket: StoredTicket; criteria: MatchCriteria; liked: string[] }> => {
    const child = await ownedChild(userId, childId);
    const ticket = await findTicketOfChild(db, child.id);
    if (ticket === undefined) throw ticketNotFound();
    const [criteria, liked] = await Promise.all([
      criteriaOf(child, ticket),
      findLikedProviderIds(db, userId),
    ]);
    return { ticket, criteria, liked };
  };

  const parentRequestView = (
    request: StoredRequest,
    child: WaitlistChild,
    provider: { name: string; type: ParentChildcareRequest['providerType']; claimed: boolean },
  ): ParentChildcareRequest => ({
    id: request.id,
    ticketId: request.ticketId,
    childId: child.id,
    childFirstName: child.firstName,
    childLastName: child.lastName,
    providerId: request.providerId,
    providerName: provider.name,
    providerType: provider.type,
    claimed: provider.claimed,
    status: request.status,
    sentAt: request.sentAt.toISOString(),
    joinedAt: request.joinedAt.toISOString(),
    withdrawnAt: request.withdrawnAt?.toISOString() ?? null,
    position: request.position,
    waitlistSize: request.waitlistSize,
  });

  return {
    getTicket: async (userId, childId) => {
      const child = await ownedChild(userId, childId);
      const ticket = await findTicketOfChild(db, child.id);
      return { ticket: ticket === undefined ? null : ticketView(ticket) };
    },

    createTicket: async (userId, childId, data) => {
      const child = await ownedChild(userId, childId);
      await checkData(data);
      const created = await insertTicket(db, child.id, ticketFields(data), clock());
      if (created === undefined) {
        throw new AppError(
          409,
          waitlistErrorCodes.waitlistTicketExists,
          waitlistMessages.ticketExists,
        );
      }
      return ticketView(created);
    },

    updateTicket: async (userId, childId, ticketId, data) => {
      const { child } = await ownedTicket(userId, childId, ticketId);
      await checkData(data);
      const updated = await updateTicket(db, ticketId, child.id, ticketFields(data), clock());
      // Deleted between the check and the update (the child was removed): as good as missing.
      if (updated === undefined) throw ticketNotFound();
      return ticketView(updated);
    },

    countMatches: async (userId, childId, body) => {
      const child = await ownedChild(userId, childId);
      const data: WaitlistData = {
        ...body,
        Distance: body.Distance ?? distanceKmRange.default,
        RequestedStartDate: body.RequestedStartDate ?? torontoToday(clock()).today,
        ScheduleAvailability: body.ScheduleAvailability ?? [],
      };
      await checkData(data);
      return childcareProviders.countMatches(await criteriaOf(child, ticketFields(data)));
    },

    listMatches: async (userId, childId, query) => {
      const { ticket, criteria, liked } = await matchesOf(userId, childId);
      const page = await childcareProviders.listMatches(criteria, {
        sort: query.sort,
        page: query.page,
        pageSize: query.pageSize,
        withVacancy: query.withVacancy === true,
        cwelcc: query.cwelcc === true,
        onlyLiked: query.liked === true,
        likedProviderIds: liked,
      });
      return {
        items: await withRequests(ticket.id, page.items, criteria.ageGroupId),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    getMatch: async (userId, childId, providerId) => {
      const { ticket, criteria, liked } = await matchesOf(userId, childId);
      const page = await childcareProviders.listMatches(criteria, {
        sort: 'distance',
        page: 1,
        pageSize: 1,
        withVacancy: false,
        cwelcc: false,
        onlyLiked: false,
        likedProviderIds: liked,
        providerIds: [providerId],
      });
      const [match] = await withRequests(ticket.id, page.items, criteria.ageGroupId);
      if (match === undefined) throw providerNotFound();
      return match;
    },

    sendRequests: async (userId, childId, ticketId, providerIds) => {
      const { child, ticket } = await ownedTicket(userId, childId, ticketId);
      const ids = dedupe(providerIds.map((id) => id.toLowerCase()));
      const criteria = await criteriaOf(child, ticket);
      const [providers, matches, existing] = await Promise.all([
        childcareProviders.providerSummaries(ids),
        childcareProviders.listMatches(criteria, {
          sort: 'distance',
          page: 1,
          pageSize: ids.length,
          withVacancy: false,
          cwelcc: false,
          onlyLiked: false,
          likedProviderIds: [],
          providerIds: ids,
        }),
        findRequestsOfTicket(db, ticket.id, ids),
      ]);
      const names = new Map(providers.map((provider) => [provider.id, provider.name]));
      const matching = new Set(matches.items.map((match) => match.id));
      const active = new Set(
        existing.filter((request) => request.status !== 'withdrawn').map((r) => r.providerId),
      );
      const now = clock();
      const outcomes = new Map<string, SendRequestOutcome['outcome']>();
      const failures = new Map<string, Pick<SendRequestOutcome, 'code' | 'message'>>();
      for (const id of ids) {
        if (!names.has(id)) {
          failures.set(id, {
            code: 'childcare_provider_not_found',
            message: waitlistMessages.providerNotFound,
          });
        } else if (active.has(id)) {
          outcomes.set(id, 'already_sent');
        } else if (!matching.has(id)) {
          failures.set(id, { code: 'not_a_match', message: waitlistMessages.notAMatch });
        } else {
          outcomes.set(id, await sendRequest(db, ticket.id, id, now));
        }
      }
      const sent = await findRequestsOfTicket(db, ticket.id, [...outcomes.keys()]);
      const requests = new Map(sent.map((request) => [request.providerId, request]));
      return {
        items: ids.map((id): SendRequestOutcome => {
          const failure = failures.get(id);
          const request = requests.get(id);
          if (failure !== undefined || request === undefined) {
            return {
              childcareProviderId: id,
              providerName: names.get(id) ?? null,
              outcome: 'failed',
              request: null,
              code: failure?.code ?? 'childcare_provider_not_found',
              message: failure?.message ?? waitlistMessages.providerNotFound,
            };
          }
          return {
            childcareProviderId: id,
            providerName: names.get(id) ?? null,
            outcome: outcomes.get(id) ?? 'already_sent',
            request: matchRequestView(request),
            code: null,
            message: null,
          };
        }),
      };
    },

    listParentRequests: async (userId, parentId) => {
      // Only the caller's own list: another parent's id is as good as unknown.
      if (parentId.toLowerCase() !== userId.toLowerCase()) {
        throw new AppError(404, commonErrorCodes.notFound, commonErrorMessages.notFound);
      }
      const kids = await children.listOwnedChildren(userId);
      const tickets = await findTicketsOfChildren(
        db,
        kids.map((child) => child.id),
      );
      const requests = await findRequestsOfTickets(
        db,
        tickets.map((ticket) => ticket.id),
      );
      const providers = await childcareProviders.providerSummaries(
        dedupe(requests.map((request) => request.providerId)),
      );
      const childById = new Map(kids.map((child) => [child.id, child]));
      const childOfTicket = new Map(
        tickets.flatMap((ticket) => {
          const child = childById.get(ticket.childId);
          return child === undefined ? [] : [[ticket.id, child] as const];
        }),
      );
      const providerById = new Map(providers.map((provider) => [provider.id, provider]));
      return {
        items: requests.flatMap((request) => {
          const child = childOfTicket.get(request.ticketId);
          const provider = providerById.get(request.providerId);
          return child === undefined || provider === undefined
            ? []
            : [parentRequestView(request, child, provider)];
        }),
      };
    },

    withdrawRequest: async (userId, providerId, ticketId, body) => {
      const ticket = await findTicket(db, ticketId);
      const child =
        ticket === undefined ? null : await children.findOwnedChild(userId, ticket.childId);
      if (ticket === undefined || child === null) throw requestNotFound();
      const request = await findRequest(db, ticket.id, providerId);
      if (request === undefined) throw requestNotFound();
      await withdrawRequest(db, request.id, body.reason ?? null, clock());
      const [updated, [provider]] = await Promise.all([
        findRequest(db, ticket.id, providerId),
        childcareProviders.providerSummaries([providerId]),
      ]);
      // Both exist: the request cascades away only with its ticket or provider.
      if (updated === undefined || provider === undefined) throw requestNotFound();
      return parentRequestView(updated, child, provider);
    },

    saveLiked: async (userId, body) => {
      const [provider] = await childcareProviders.providerSummaries([body.childcareProviderId]);
      if (provider === undefined) throw providerNotFound();
      await setLiked(db, userId, provider.id, body.liked, clock());
      return { childcareProviderId: provider.id, liked: body.liked };
    },

    statusesOfChildren: async (_parentUserId, childIds) => {
      // The children module passes the parent's own children; their tickets and requests follow.
      const tickets = await findTicketsOfChildren(db, childIds);
      const requests = await findRequestsOfTickets(
        db,
        tickets.map((ticket) => ticket.id),
      );
      const statuses = new Map<string, ChildWaitlistStatus>(
        childIds.map((id) => [
          id,
          { waitlistTicketId: null, activeRequests: 0, bestPosition: null },
        ]),
      );
      const childOfTicket = new Map(tickets.map((ticket) => [ticket.id, ticket.childId]));
      for (const ticket of tickets) {
        statuses.set(ticket.childId, {
          waitlistTicketId: ticket.id,
          activeRequests: 0,
          bestPosition: null,
        });
      }
      for (const request of requests) {
        const childId = childOfTicket.get(request.ticketId);
        const status = childId === undefined ? undefined : statuses.get(childId);
        if (childId === undefined || status === undefined || !activeStatuses.has(request.status)) {
          continue;
        }
        const position =
          request.position === null
            ? status.bestPosition
            : Math.min(request.position, status.bestPosition ?? request.position);
        statuses.set(childId, {
          ...status,
          activeRequests: status.activeRequests + 1,
          bestPosition: position,
        });
      }
      return statuses;
    },

    providerTypeIdsOfTicket: async (userId, ticketId) => {
      const ticket = await findTicket(db, ticketId);
      if (ticket === undefined) return [];
      const child = await children.findOwnedChild(userId, ticket.childId);
      return child === null ? [] : ticket.providerTypeIds;
    },

    hasSentRequests: async (userId) => {
      const kids = await children.listOwnedChildren(userId);
      const tickets = await findTicketsOfChildren(
        db,
        kids.map((child) => child.id),
      );
      return anyRequestOfTickets(
        db,
        tickets.map((ticket) => ticket.id),
      );
    },
  };
}
