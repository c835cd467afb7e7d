import type {
  CreateOfferBody,
  NextFamily,
  OfferAnswer,
  OfferLinkView,
  OfferStatus,
  ParentOffer,
  ProviderOffer,
  RequestOffer,
  ValidationIssue,
} from '@kinderwait/contract';
import { offersMessages } from '@kinderwait/contract';
import type { Actor } from '../../../plugins/authentication.ts';
import { linkTokenMatches } from './offer-link-token.ts';
import { answerOffer, declineForWithdrawal } from './offers-answers.ts';
import { chosenDeadlineAt, defaultDeadlineAt } from './offers-deadline.ts';
import {
  linkInvalid,
  notAccepted,
  offerClosed,
  offerNotFound,
  requestNotFound,
  requestNotWaiting,
} from './offers-errors.ts';
import type { OffersContext } from './offers-lifecycle.ts';
import {
  expireOffer,
  makeOffer,
  nextFamilyOf,
  noticeFacts,
  providerNames,
} from './offers-lifecycle.ts';
import { offerEndedNotice } from './offers-notices.ts';
import type { OfferRequest } from './offer-requests.ts';
import { offersWaitlistOf } from './offer-requests.ts';
import type { RequestLifecycle } from '../requests/request-lifecycle.ts';
import { waitlistSettingsOf } from '../provider-waitlist/waitlist-settings.ts';
import { parentOfferView, providerOfferView, requestOfferView, statusAt } from './offers-views.ts';
import type { StoredOffer } from './offers.repository.ts';
import {
  clearPausedRequests,
  closeOffer,
  findDueOffers,
  findLatestOffersOfRequests,
  findLiveOffersOfRequests,
  findOffer,
  findOffersOfRequests,
  listProviderOffers,
} from './offers.repository.ts';
import type { ArchivedOffer } from './offers.repository.ts';
import { startDateIssues } from './offers-validation.ts';
import { invalidRequest } from '../../../app-error.ts';
import { providerNotFound } from '../waitlist-errors.ts';

/**
 * Offers (docs/product/offers.md#offers). Providers reach only their own offers, parents only their
 * children's.
 */
export interface OffersService {
  createOffer(actor: Actor, providerId: string, body: CreateOfferBody): Promise<ProviderOffer>;
  listProviderOffers(
    actor: Actor,
    providerId: string,
    status?: OfferStatus,
  ): Promise<ProviderOffer[]>;
  withdrawOffer(actor: Actor, providerId: string, offerId: string): Promise<ProviderOffer>;
  parentOffer(actor: Actor, offerId: string): Promise<ParentOffer>;
  answer(actor: Actor, offerId: string, answer: OfferAnswer): Promise<ParentOffer>;
  withdrawPausedRequests(actor: Actor, offerId: string): Promise<string[]>;
  linkView(offerId: string, token: string): Promise<OfferLinkView>;
  linkAnswer(offerId: string, token: string, answer: OfferAnswer): Promise<OfferLinkView>;
  /** For the provider's waitlist: the open, not yet due offer of each request that has one. */
  openOfferOfRequests(
    requestIds: readonly string[],
  ): Promise<Map<string, { offerId: string; deadlineAt: Date }>>;
  /** For the parent's request list: each request's newest offer, whatever its status. */
  latestOfferOfRequests(requestIds: readonly string[]): Promise<Map<string, RequestOffer>>;
  /** Before the family withdraws a request: its open offer is declined (offers-answers.ts). */
  declineOpenOfferOf(requestId: string): Promise<void>;
  /** The expiry sweep: expires open offers past their deadline; answers how many. */
  expireDueOffers(now: Date): Promise<number>;
  /** Every offer made on these requests, oldest first (the family's data archive). */
  offersOfRequests(requestIds: readonly string[]): Promise<ArchivedOffer[]>;
}

const providerListLimit = 200;
const sweepBatch = 100;

export interface OffersServiceDeps extends Omit<OffersContext, 'requests'> {
  requestLifecycle: Pick<
    RequestLifecycle,
    'requestOfProvider' | 'requestsByIds' | 'transitionRequests' | 'nextInLine'
  >;
}

export function createOffersService({
  requestLifecycle,
  ...deps
}: OffersServiceDeps): OffersService {
  const ctx: OffersContext = { ...deps, requests: offersWaitlistOf(requestLifecycle) };
  const { db, clock } = ctx;

  const ageGroupNames = async (): Promise<Map<number, string>> =>
    new Map((await ctx.catalogues.ageGroups()).map((group) => [group.id, group.name]));

  const ownProvider = async (actor: Actor, providerId: string): Promise<void> => {
    if ((await ctx.childcareProviders.providerIdOwnedBy(actor.user.id)) !== providerId) {
      throw providerNotFound();
    }
  };

  const requestsById = async (ids: readonly string[]): Promise<Map<string, OfferRequest>> =>
    new Map((await ctx.requests.requestsByIds(ids)).map((request) => [request.requestId, request]));

  /** The offer and its request when the actor is the child's parent; 404 otherwise. */
  const parentsOffer = async (
    actor: Actor,
    offerId: string,
  ): Promise<{ offer: StoredOffer; request: OfferRequest }> => {
    const offer = await findOffer(db, offerId);
    if (offer === undefined) throw offerNotFound();
    const [request] = await ctx.requests.requestsByIds([offer.requestId]);
    if (request?.parentUserId !== actor.user.id) throw offerNotFound();
    return { offer, request };
  };

  const nextFamilyView = async (offer: StoredOffer, now: Date): Promise<NextFamily | null> => {
    const status = statusAt(offer, now);
    if (status !== 'declined' && status !== 'expired') return null;
    const next = await nextFamilyOf(ctx, offer.providerId, offer.ageGroupId);
    if (next === undefined) return null;
    return {
      requestId: next.requestId,
      ticketId: next.ticketId,
      childFirstName: next.childFirstName,
      offerId: null,
    };
  };

  const providerViews = async (offers: StoredOffer[]): Promise<ProviderOffer[]> => {
    const now = clock();
    const [names, requests] = await Promise.all([
      ageGroupNames(),
      requestsById(offers.map((offer) => offer.requestId)),
    ]);
    // Who is next only matters for the newest closed offer of each group.
    const latestClosed = new Set<string>();
    const seenGroups = new Set<number>();
    for (const offer of offers) {
      if (statusAt(offer, now) === 'open' || seenGroups.has(offer.ageGroupId)) continue;
      seenGroups.add(offer.ageGroupId);
      latestClosed.add(offer.id);
    }
    const views: ProviderOffer[] = [];
    for (const offer of offers) {
      const request = requests.get(offer.requestId);
      if (request === undefined) continue;
      const next = latestClosed.has(offer.id) ? await nextFamilyView(offer, now) : null;
      views.push(providerOfferView(offer, request, names, next, now));
    }
    return views;
  };

  const parentView = async (offer: StoredOffer, request: OfferRequest): Promise<ParentOffer> => {
    const paused = (await ctx.requests.requestsByIds(offer.pausedRequestIds)).filter(
      (other) => other.status === 'paused',
    );
    const names = await providerNames(ctx, [
      offer.providerId,
      ...paused.map((other) => other.providerId),
    ]);
    return parentOfferView(
      offer,
      request,
      names.get(offer.providerId) ?? '',
      await ageGroupNames(),
      paused.map((other) => ({
        requestId: other.requestId,
        providerName: names.get(other.providerId) ?? '',
      })),
      clock(),
    );
  };

  const linkOffer = async (offerId: string, token: string): Promise<StoredOffer> => {
    const offer = await findOffer(db, offerId);
    if (offer === undefined || !linkTokenMatches(token, offer.linkTokenHash)) throw linkInvalid();
    return offer;
  };

  const linkViewOf = async (offer: StoredOffer): Promise<OfferLinkView> => {
    const now = clock();
    const [[request], providers, names] = await Promise.all([
      ctx.requests.requestsByIds([offer.requestId]),
      providerNames(ctx, [offer.providerId]),
      ageGroupNames(),
    ]);
    const view = requestOfferView(offer, names, now);
    return {
      ...view,
      providerName: providers.get(offer.providerId) ?? '',
      childFirstName: request?.childFirstName ?? '',
      answerable: view.status === 'open' && offer.linkUsedAt === null,
    };
  };

  return {
    createOffer: async (actor, providerId, body) => {
      await ownProvider(actor, providerId);
      const now = clock();
      const issues: ValidationIssue[] = startDateIssues(body.startDate, now);
      let deadlineAt: Date | undefined;
      if (body.deadline !== undefined) {
        const chosen = chosenDeadlineAt(body.deadline, now);
        if (chosen.ok) deadlineAt = chosen.deadlineAt;
        else {
          const message =
            chosen.reason === 'format'
              ? offersMessages.deadlineFormat
              : chosen.reason === 'tooSoon'
                ? offersMessages.deadlineTooSoon
                : offersMessages.deadlineTooFar;
          issues.push({ path: ['body', 'deadline'], message });
        }
      }
      if (issues.length > 0) throw invalidRequest(issues);
      const request = await ctx.requests.requestOfProvider(providerId, {
        requestId: body.requestId,
        ticketId: body.ticketId,
      });
      if (request === undefined) throw requestNotFound();
      if (request.status !== 'waiting') throw requestNotWaiting();
      deadlineAt ??= defaultDeadlineAt(
        now,
        (await waitlistSettingsOf(db, providerId)).offerDeadlineBusinessDays,
      );
      const offer = await makeOffer(ctx, {
        providerId,
        request,
        ageGroupId: body.ageGroupId,
        startDate: body.startDate,
        deadlineAt,
        autoOffered: false,
        offeredByUserId: actor.user.id,
      });
      const [view] = await providerViews([offer]);
      if (view === undefined) throw requestNotFound();
      return view;
    },

    listProviderOffers: async (actor, providerId, status) => {
      await ownProvider(actor, providerId);
      return providerViews(await listProviderOffers(db, providerId, status, providerListLimit));
    },

    withdrawOffer: async (actor, providerId, offerId) => {
      await ownProvider(actor, providerId);
      const offer = await findOffer(db, offerId);
      if (offer?.providerId !== providerId) throw offerNotFound();
      if (offer.status !== 'open') throw offerClosed(offer.status, offer.deadlineAt);
      if (offer.deadlineAt.getTime() <= clock().getTime()) {
        await expireOffer(ctx, offer);
      } else {
        const closed = await db.transaction(async (tx) => {
          const row = await closeOffer(tx, offer.id, 'withdrawn', clock());
          if (row === undefined) return undefined;
          await ctx.requests.transitionRequests(
            { requestIds: [offer.requestId], from: ['offered'], to: 'waiting' },
            tx,
          );
          return row;
        });
        if (closed !== undefined) {
          const [request] = await ctx.requests.requestsByIds([offer.requestId]);
          const facts = request === undefined ? undefined : await noticeFacts(ctx, closed, request);
          if (facts !== undefined) await ctx.notices.notify(offerEndedNotice(facts, 'withdrawn'));
        }
      }
      const current = await findOffer(db, offerId);
      if (current === undefined) throw offerNotFound();
      const [view] = await providerViews([current]);
      if (view === undefined) throw offerNotFound();
      return view;
    },

    parentOffer: async (actor, offerId) => {
      const { offer, request } = await parentsOffer(actor, offerId);
      return parentView(offer, request);
    },

    answer: async (actor, offerId, answer) => {
      const { offer, request } = await parentsOffer(actor, offerId);
      return parentView(await answerOffer(ctx, offer, request, answer, false), request);
    },

    withdrawPausedRequests: async (actor, offerId) => {
      const { offer } = await parentsOffer(actor, offerId);
      if (offer.status !== 'accepted') throw notAccepted();
      const withdrawn = await ctx.requests.transitionRequests({
        requestIds: offer.pausedRequestIds,
        from: ['paused'],
        to: 'withdrawn',
      });
      await clearPausedRequests(db, offer.id, clock());
      return withdrawn;
    },

    linkView: async (offerId, token) => linkViewOf(await linkOffer(offerId, token)),

    linkAnswer: async (offerId, token, answer) => {
      const offer = await linkOffer(offerId, token);
      // A link answers once: after that it only shows what happened.
      if (offer.linkUsedAt !== null && offer.status !== 'open') {
        throw offerClosed(offer.status, offer.deadlineAt);
      }
      const [request] = await ctx.requests.requestsByIds([offer.requestId]);
      if (request === undefined) throw linkInvalid();
      return linkViewOf(await answerOffer(ctx, offer, request, answer, true));
    },

    openOfferOfRequests: async (requestIds) =>
      new Map(
        (await findLiveOffersOfRequests(db, requestIds, clock())).map((offer) => [
          offer.requestId,
          { offerId: offer.id, deadlineAt: offer.deadlineAt },
        ]),
      ),

    offersOfRequests: (requestIds) => findOffersOfRequests(db, requestIds),

    latestOfferOfRequests: async (requestIds) => {
      const [offers, names] = await Promise.all([
        findLatestOffersOfRequests(db, requestIds),
        ageGroupNames(),
      ]);
      const now = clock();
      return new Map(offers.map((offer) => [offer.requestId, requestOfferView(offer, names, now)]));
    },

    declineOpenOfferOf: (requestId) => declineForWithdrawal(ctx, requestId),

    expireDueOffers: async (now) => {
      let expired = 0;
      for (;;) {
        const due = await findDueOffers(db, now, sweepBatch);
        for (const offer of due) if (await expireOffer(ctx, offer)) expired += 1;
        if (due.length < sweepBatch) return expired;
      }
    },
  };
}
