import type {
  ParentChildcareRequest,
  ParentRequestsResponse,
  RequestOffer,
  SendRequestOutcome,
  SendRequestsResponse,
  WithdrawRequestBody,
} from '@kinderwait/contract';
import { commonErrorCodes, commonErrorMessages, waitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { MatchesService } from '../matches/matches.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { WaitlistChild, WaitlistChildren } from '../waitlist-shared.ts';
import { dedupe, matchRequestView, requireOwnedChild } from '../waitlist-shared.ts';
import { transitionRules } from './request-lifecycle.ts';
import type { StoredRequest } from '../waitlist.repository.ts';
import {
  detachRequestsOfTickets,
  findRequest,
  findRequestsOfTicket,
  findRequestsOfTickets,
  findTicket,
  findTicketsOfChildren,
  sendRequest,
  withdrawRequest,
} from '../waitlist.repository.ts';
import { requestEnrolled, requestNotFound, ticketNotFound } from '../waitlist-errors.ts';

/** A parent's childcare requests: sending, listing, withdrawing. */
export interface RequestsService {
  sendRequests(
    userId: string,
    childId: string,
    ticketId: string,
    providerIds: readonly string[],
  ): Promise<SendRequestsResponse>;
  /** Every request of the parent's children, newest first; 404 for another parent's id. */
  listParentRequests(userId: string, parentId: string): Promise<ParentRequestsResponse>;
  /**
   * Withdraws the ticket's request to the provider (idempotent); an open offer of it is declined
   * first; 409 once the request has enrolled the child.
   */
  withdrawRequest(
    userId: string,
    providerId: string,
    ticketId: string,
    body: WithdrawRequestBody,
  ): Promise<ParentChildcareRequest>;
  /**
   * An erased family (privacy module): every request of these children is withdrawn as the
   * family would (an open offer declined first; an enrolled one stays enrolled), then detached
   * from its ticket, so it stays on the provider's list as an anonymous line. Idempotent.
   */
  withdrawForErasure(childIds: readonly string[]): Promise<void>;
}

export interface RequestsServiceDeps {
  db: Database;
  clock: Clock;
  childcareProviders: Pick<ChildcareProvidersService, 'providerSummaries'>;
  children: WaitlistChildren;
  matches: Pick<MatchesService, 'criteriaOf' | 'matchingProviderIds'>;
  /** Each request's newest offer, and declining the open offer of a request being withdrawn. */
  offers: Pick<OffersService, 'latestOfferOfRequests' | 'declineOpenOfferOf'>;
}

const parentRequestView = (
  request: StoredRequest,
  child: WaitlistChild,
  provider: { name: string; type: ParentChildcareRequest['providerType']; claimed: boolean },
  offer: RequestOffer | undefined,
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
  offer: offer ?? null,
});

export function createRequestsService({
  db,
  clock,
  childcareProviders,
  children,
  matches,
  offers,
}: RequestsServiceDeps): RequestsService {
  /**
   * Withdraws the request from any status the lifecycle allows but `offered`: an offered request
   * has its open offer declined first (it would otherwise hold one of the group's spaces until
   * its deadline), and the update refuses `offered`, so an offer made meanwhile (auto-offer after
   * another family's answer) is declined on the next round instead of being left open. 409 once
   * the child is enrolled through it, also when an acceptance won the race.
   */
  const withdrawable = transitionRules.withdrawn.filter((status) => status !== 'offered');
  const withdrawOnce = async (
    requestId: string,
    ticketId: string,
    providerId: string,
    reason: string | null,
  ): Promise<void> => {
    for (let round = 0; round < 3; round += 1) {
      const current = await findRequest(db, ticketId, providerId);
      if (current === undefined) throw requestNotFound();
      if (current.status === 'withdrawn') return;
      if (current.status === 'enrolled') throw requestEnrolled();
      if (current.status === 'offered') await offers.declineOpenOfferOf(requestId);
      if (await withdrawRequest(db, requestId, withdrawable, reason, clock())) return;
    }
    // Offered again after every round (offers keep arriving, in practice never): the family's
    // withdrawal wins, and the offer runs out at its deadline.
    await withdrawRequest(db, requestId, transitionRules.withdrawn, reason, clock());
  };

  return {
    sendRequests: async (userId, childId, ticketId, providerIds) => {
      const child = await requireOwnedChild(children, userId, childId);
      const ticket = await findTicket(db, ticketId);
      if (ticket?.childId !== child.id) throw ticketNotFound();
      const ids = dedupe(providerIds.map((id) => id.toLowerCase()));
      const criteria = await matches.criteriaOf(child, ticket);
      const [providers, matching, existing] = await Promise.all([
        childcareProviders.providerSummaries(ids),
        matches.matchingProviderIds(criteria, ids),
        findRequestsOfTicket(db, ticket.id, ids),
      ]);
      const names = new Map(providers.map((provider) => [provider.id, provider.name]));
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
          outcomes.set(id, await sendRequest(db, ticket.id, id, child.dateOfBirth, now));
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
      const [providers, latestOffers] = await Promise.all([
        childcareProviders.providerSummaries(dedupe(requests.map((request) => request.providerId))),
        offers.latestOfferOfRequests(requests.map((request) => request.id)),
      ]);
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
            : [parentRequestView(request, child, provider, latestOffers.get(request.id))];
        }),
      };
    },

    withdrawForErasure: async (childIds) => {
      const tickets = await findTicketsOfChildren(db, childIds);
      const ticketIds = tickets.map((ticket) => ticket.id);
      for (const request of await findRequestsOfTickets(db, ticketIds)) {
        if (request.status === 'withdrawn' || request.status === 'enrolled') continue;
        await withdrawOnce(request.id, request.ticketId, request.providerId, null);
      }
      await detachRequestsOfTickets(db, ticketIds, clock());
    },

    withdrawRequest: async (userId, providerId, ticketId, body) => {
      const ticket = await findTicket(db, ticketId);
      const child =
        ticket === undefined ? null : await children.findOwnedChild(userId, ticket.childId);
      if (ticket === undefined || child === null) throw requestNotFound();
      const request = await findRequest(db, ticket.id, providerId);
      if (request === undefined) throw requestNotFound();
      await withdrawOnce(request.id, ticket.id, providerId, body.reason ?? null);
      const [updated, [provider], latest] = await Promise.all([
        findRequest(db, ticket.id, providerId),
        childcareProviders.providerSummaries([providerId]),
        offers.latestOfferOfRequests([request.id]),
      ]);
      // Both exist: the request cascades away only with its ticket or provider.
      if (updated === undefined || provider === undefined) throw requestNotFound();
      return parentRequestView(updated, child, provider, latest.get(updated.id));
    },
  };
}
