import type {
  ChildTicketResponse,
  ChildWaitlistStatus,
  SaveFavoritesLikedBody,
  SaveFavoritesLikedResponse,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { LineChildren, RequestLifecycle } from './request-lifecycle.ts';
import { createRequestLifecycle } from './request-lifecycle.ts';
import { createTicketChecks } from './waitlist-checks.ts';
import type { WaitlistMatches } from './waitlist-matches.service.ts';
import { createWaitlistMatches } from './waitlist-matches.service.ts';
import type {
  DeclineOpenOffer,
  LatestOffersOfRequests,
  WaitlistRequests,
} from './waitlist-requests.service.ts';
import { createWaitlistRequests } from './waitlist-requests.service.ts';
import type { WaitlistChild, WaitlistChildren } from './waitlist-shared.ts';
import {
  ownedChildOf,
  providerNotFound,
  ticketFields,
  ticketNotFound,
  ticketView,
} from './waitlist-shared.ts';
import type { StoredTicket } from './waitlist.repository.ts';
import {
  anyRequestOfTickets,
  findRequestsOfTickets,
  findTicket,
  findTicketOfChild,
  findTicketsOfChildren,
  insertTicket,
  setLiked,
  updateTicket,
} from './waitlist.repository.ts';

export type { WaitlistChild, WaitlistChildren } from './waitlist-shared.ts';

/**
 * The parent's waitlist: a ticket per child, the providers matching it (waitlist-matches.service.ts,
 * through the childcare-providers service), childcare requests (waitlist-requests.service.ts),
 * favourites. Every call is about the caller's own children: another parent's child, ticket or
 * request is a 404.
 */
export interface WaitlistService
  extends
    Omit<WaitlistMatches, 'criteriaOf' | 'matchingProviderIds'>,
    WaitlistRequests,
    RequestLifecycle {
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
  children: WaitlistChildren & LineChildren;
  /** Each request's newest offer, for the parent's request list (the offers module). */
  latestOffers: LatestOffersOfRequests;
  /** Declines a request's open offer before the family withdraws it (the offers module). */
  declineOpenOffer: DeclineOpenOffer;
}

/** Statuses still on a provider's waitlist (the children list counts them as active). */
const activeStatuses = new Set<string>(['waiting', 'offered', 'paused']);

export function createWaitlistService(options: WaitlistServiceOptions): WaitlistService {
  const { db, clock, catalogues, childcareProviders, children } = options;
  const checks = createTicketChecks(clock, catalogues);
  const matches = createWaitlistMatches({ ...options, checks });
  const requests = createWaitlistRequests({ ...options, matches });
  // Issue 11's request lifecycle (provider lists, statuses, priority weights): request-lifecycle.ts.
  const lifecycle = createRequestLifecycle(options);

  const ownedTicket = async (
    userId: string,
    childId: string,
    ticketId: string,
  ): Promise<{ child: WaitlistChild; ticket: StoredTicket }> => {
    const child = await ownedChildOf(children, userId, childId);
    const ticket = await findTicket(db, ticketId);
    if (ticket?.childId !== child.id) throw ticketNotFound();
    return { child, ticket };
  };

  return {
    countMatches: (...args) => matches.countMatches(...args),
    listMatches: (...args) => matches.listMatches(...args),
    getMatch: (...args) => matches.getMatch(...args),
    sendRequests: (...args) => requests.sendRequests(...args),
    listParentRequests: (...args) => requests.listParentRequests(...args),
    withdrawRequest: (...args) => requests.withdrawRequest(...args),
    providerWaitlist: (...args) => lifecycle.providerWaitlist(...args),
    requestOfProvider: (...args) => lifecycle.requestOfProvider(...args),
    requestsByIds: (...args) => lifecycle.requestsByIds(...args),
    setRequestPriorityWeights: (...args) => lifecycle.setRequestPriorityWeights(...args),
    transitionRequests: (...args) => lifecycle.transitionRequests(...args),
    nextInLine: (...args) => lifecycle.nextInLine(...args),
    familiesToNotify: (...args) => lifecycle.familiesToNotify(...args),

    getTicket: async (userId, childId) => {
      const child = await ownedChildOf(children, userId, childId);
      const ticket = await findTicketOfChild(db, child.id);
      return { ticket: ticket === undefined ? null : ticketView(ticket) };
    },

    createTicket: async (userId, childId, data) => {
      const child = await ownedChildOf(children, userId, childId);
      await checks.checkData(data, child);
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
      await checks.checkData(data, child);
      const updated = await updateTicket(db, ticketId, child.id, ticketFields(data), clock());
      // Deleted between the check and the update (the child was removed): as good as missing.
      if (updated === undefined) throw ticketNotFound();
      return ticketView(updated);
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
      const requestsOfTickets = await findRequestsOfTickets(
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
      for (const request of requestsOfTickets) {
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
