import type {
  ChildInfo,
  ChildListItem,
  ChildTicketResponse,
  ChildWaitlistStatus,
  ProviderType,
  SaveFavoritesLikedBody,
  SaveFavoritesLikedResponse,
  WaitlistData,
  WaitlistTicket,
} from '@kinderwait/contract';
import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { TicketCatalogues } from './ticket-checks.ts';
import { createTicketChecks } from './ticket-checks.ts';
import type { WaitlistChild } from '../waitlist-shared.ts';
import { requireOwnedChild, ticketFields, ticketView } from '../waitlist-shared.ts';
import type { StoredTicket } from '../waitlist.repository.ts';
import {
  anyRequestOfTickets,
  findRequestsOfTickets,
  findTicket,
  findTicketOfChild,
  deleteInactiveTickets,
  findTicketsOfChildren,
  insertTicket,
  setLiked,
  updateRequestsChildBirthDate,
  updateTicket,
} from '../waitlist.repository.ts';
import { providerNotFound, ticketNotFound } from '../waitlist-errors.ts';
import { likedProvidersOf } from './tickets.repository.ts';

/**
 * A child's waitlist ticket (the wizard's data), the parent's liked providers, and what other
 * screens read of the tickets: each child's status in the children list, the provider types a
 * ticket chose. Every call is about the caller's own children: another parent's child or ticket
 * is a 404.
 */
export interface TicketsService {
  getTicket(userId: string, childId: string): Promise<ChildTicketResponse>;
  /** 409 waitlist_ticket_exists when the child has one. */
  createTicket(userId: string, childId: string, data: WaitlistData): Promise<WaitlistTicket>;
  /**
   * The child's date of birth changed (the children module's childBirthDateChanged): the copy
   * beside the child's requests follows, in the publisher's transaction.
   */
  childBirthDateChanged(
    event: { childId: string; dateOfBirth: string },
    context: { db: Database },
  ): Promise<void>;
  /** Replaces the ticket's data; its requests stay as they are. */
  updateTicket(
    userId: string,
    childId: string,
    ticketId: string,
    data: WaitlistData,
  ): Promise<WaitlistTicket>;
  saveLiked(userId: string, body: SaveFavoritesLikedBody): Promise<SaveFavoritesLikedResponse>;
  /** The actor's children, each with its ticket id, active requests and best position. */
  childrenOfParent(actor: Actor): Promise<{ items: ChildListItem[] }>;
  /** Whether the user (a parent) has ever sent a childcare request. */
  hasSentRequests(userId: string): Promise<boolean>;
  /**
   * The provider types, each `selected` when the ticket `ticketId` of the caller's child asks
   * for it; nothing is selected for an anonymous caller or another family's ticket.
   */
  providerTypes(
    ticketId: string | undefined,
    callerUserId: string | undefined,
  ): Promise<ProviderType[]>;
  /** The tickets of these children (their parent's data archive). */
  ticketsOfChildren(childIds: readonly string[]): Promise<StoredTicket[]>;
  /** The providers the parent liked, and when (their data archive). */
  likedProvidersOf(userId: string): Promise<{ providerId: string; likedAt: Date }[]>;
  /**
   * Retention (docs/product/privacy.md#how-long-we-keep-data): deletes the tickets with no
   * request in line and nothing changed since `before` (their requests stay on the providers'
   * lists as anonymous lines); answers how many.
   */
  deleteInactiveBefore(before: Date): Promise<number>;
}

export interface TicketsServiceDeps {
  db: Database;
  clock: Clock;
  catalogues: TicketCatalogues;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries'>;
  children: Pick<ChildrenService, 'findOwnedChild' | 'listOwnedChildren' | 'listOwn'>;
}

const noneSelected: readonly number[] = [];

/** Statuses still on a provider's waitlist (the children list counts them as active). */
const activeStatuses = new Set<string>(['waiting', 'offered', 'paused']);

/** A child without a ticket: what the children list shows before the wizard is finished once. */
const noWaitlistYet: ChildWaitlistStatus = {
  waitlistTicketId: null,
  activeRequests: 0,
  bestPosition: null,
};

export function createTicketsService({
  db,
  clock,
  catalogues,
  childcareProviders,
  children,
}: TicketsServiceDeps): TicketsService {
  const checks = createTicketChecks(clock, catalogues);
  const ownedTicket = async (
    userId: string,
    childId: string,
    ticketId: string,
  ): Promise<{ child: WaitlistChild; ticket: StoredTicket }> => {
    const child = await requireOwnedChild(children, userId, childId);
    const ticket = await findTicket(db, ticketId);
    if (ticket?.childId !== child.id) throw ticketNotFound();
    return { child, ticket };
  };

  /** Each child's ticket id, active requests and best position (the parent's own children). */
  const statusesOfChildren = async (
    childIds: readonly string[],
  ): Promise<Map<string, ChildWaitlistStatus>> => {
    const tickets = await findTicketsOfChildren(db, childIds);
    const requestsOfTickets = await findRequestsOfTickets(
      db,
      tickets.map((ticket) => ticket.id),
    );
    const statuses = new Map<string, ChildWaitlistStatus>(
      childIds.map((id) => [id, { waitlistTicketId: null, activeRequests: 0, bestPosition: null }]),
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
  };

  /** The provider types a ticket of the user's child asks for; none for anyone else's ticket. */
  const providerTypeIdsOfTicket = async (
    userId: string,
    ticketId: string,
  ): Promise<readonly number[]> => {
    const ticket = await findTicket(db, ticketId);
    if (ticket === undefined) return [];
    const child = await children.findOwnedChild(userId, ticket.childId);
    return child === null ? [] : ticket.providerTypeIds;
  };

  return {
    childBirthDateChanged: (event, context) =>
      updateRequestsChildBirthDate(context.db, event.childId, event.dateOfBirth),

    getTicket: async (userId, childId) => {
      const child = await requireOwnedChild(children, userId, childId);
      const ticket = await findTicketOfChild(db, child.id);
      return { ticket: ticket === undefined ? null : ticketView(ticket) };
    },

    createTicket: async (userId, childId, data) => {
      const child = await requireOwnedChild(children, userId, childId);
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

    childrenOfParent: async (actor) => {
      const kids: ChildInfo[] = await children.listOwn(actor);
      const statuses = await statusesOfChildren(kids.map((child) => child.id));
      return {
        items: kids.map((child) => ({
          ...child,
          waitlist: statuses.get(child.id) ?? noWaitlistYet,
        })),
      };
    },

    providerTypes: async (ticketId, callerUserId) => {
      const [types, selectedIds] = await Promise.all([
        catalogues.providerTypes(),
        ticketId === undefined || callerUserId === undefined
          ? noneSelected
          : providerTypeIdsOfTicket(callerUserId, ticketId),
      ]);
      return types.map((type) => ({ ...type, selected: selectedIds.includes(type.id) }));
    },

    ticketsOfChildren: (childIds) => findTicketsOfChildren(db, childIds),
    likedProvidersOf: (userId) => likedProvidersOf(db, userId),
    deleteInactiveBefore: (before) => deleteInactiveTickets(db, before),

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
