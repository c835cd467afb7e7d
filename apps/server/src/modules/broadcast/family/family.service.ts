import type {
  BroadcastInterest,
  BroadcastNeed,
  FamilyBroadcastBody,
  IncomingAnswerBody,
  IncomingBroadcast,
  WaitlistData,
} from '@kinderwait/contract';
import {
  broadcastErrorCodes,
  broadcastLimits,
  broadcastMessages,
  commonErrorCodes,
  commonErrorMessages,
  permissions,
} from '@kinderwait/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { EventContext } from '../../../events/domain-events.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import { actorMay } from '../../../plugins/authentication.ts';
import type { SubscriptionsService } from '../../billing/subscriptions/subscriptions.service.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { ProviderMatching } from '../../childcare-providers/provider-matching-list.ts';
import type { MatchCriteria } from '../../childcare-providers/provider-matching.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import { noticeEmailJob } from '../../notices/notices.jobs.ts';
import type { NoticesService } from '../../notices/notices.service.ts';
import { smsOfPlus } from '../../notifications/plus-sms.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { MatchesService } from '../../waitlist/matches/matches.service.ts';
import type { OffersService } from '../../waitlist/offers/offers.service.ts';
import type { RequestsService } from '../../waitlist/requests/requests.service.ts';
import type { TicketsService } from '../../waitlist/tickets/tickets.service.ts';
import { createTicketChecks } from '../../waitlist/tickets/ticket-checks.ts';
import { requireOwnedChild, ticketFields, torontoToday } from '../../waitlist/waitlist-shared.ts';
import { broadcastClosed, orderNotFound } from '../broadcast-errors.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { findOrder, findOrderOfUser, isOrderOpen, markOrderSent } from '../broadcast.repository.ts';
import { answerEmail, answerText, digestEmail } from './family-emails.ts';
import type { ReachedProvider } from './family-matching.ts';
import { claimedMatches, criteriaOfOrder, needOf } from './family-matching.ts';
import { familyDeliveryJob } from './family.jobs.ts';
import type { FamilyJobHandlers } from './family.jobs.ts';
import type { DeliveryRow, DeliveryWithOrder } from './family.repository.ts';
import {
  deleteOrdersOfUser,
  deliveriesOfProvider,
  expireOrders,
  familyOrdersOfUser,
  findDelivery,
  insertDeliveries,
  interestedDeliveries,
  markDigested,
  openFamilyOrders,
  saveAnswer,
  saveDecision,
  sendingFamilyOrders,
  undigestedByProvider,
} from './family.repository.ts';

export interface FamilyBroadcastsDeps {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  jobs: Pick<JobQueue, 'send'>;
  publicOrigin: string;
  catalogues: Pick<
    CataloguesService,
    'ageGroups' | 'childcareTypes' | 'schoolPlans' | 'providerTypes' | 'feeBrackets'
  >;
  children: Pick<ChildrenService, 'findOwnedChild' | 'listOwnedChildren'>;
  matches: Pick<MatchesService, 'criteriaOf'>;
  providerMatching: Pick<ProviderMatching, 'listMatches'>;
  childcareProviders: Pick<
    ChildcareProvidersService,
    'providerIdOwnedBy' | 'providerSummaries' | 'ownersOf' | 'openSpaces'
  >;
  notices: Pick<NoticesService, 'notify'>;
  users: Pick<UsersService, 'findById' | 'languagesOf'>;
  subscriptions: Pick<SubscriptionsService, 'activeSubscriptions'>;
  tickets: Pick<TicketsService, 'getTicket' | 'createTicket'>;
  requests: Pick<RequestsService, 'sendRequests'>;
  offers: Pick<OffersService, 'createOffer'>;
}

/** A family broadcast about to be created: what the parent chose, and whom it reaches now. */
export interface PreparedFamilyBroadcast {
  childId: string;
  filters: WaitlistData;
  need: BroadcastNeed;
  latitude: number;
  longitude: number;
  reach: number;
}

/**
 * Family broadcasts (docs/product/broadcast.md#family-broadcasts): the reverse match of a child's
 * need, its delivery to providers (exactly once each), their answers and the parent's decisions.
 * The order itself (creating, paying, listing) is the orders service's.
 */
export interface FamilyBroadcastsService extends FamilyJobHandlers {
  /** The child (the parent's own: 404 otherwise), the filters checked, and the reach now. */
  prepare(actor: Actor, body: FamilyBroadcastBody): Promise<PreparedFamilyBroadcast>;
  /** How many providers a family order would reach now (re-counted before it is paid). */
  reachOfOrder(order: OrderRow): Promise<number>;
  /** `broadcast.orderPaid` of a family order: its delivery job is queued with the payment. */
  orderPaid(event: { orderId: string; kind: string }, context: EventContext): Promise<void>;
  incoming(actor: Actor): Promise<IncomingBroadcast[]>;
  answer(actor: Actor, deliveryId: string, body: IncomingAnswerBody): Promise<IncomingBroadcast>;
  interest(actor: Actor, orderId: string): Promise<BroadcastInterest[]>;
  accept(actor: Actor, orderId: string, answerId: string): Promise<BroadcastInterest>;
  decline(actor: Actor, orderId: string, answerId: string): Promise<BroadcastInterest>;
  /** A parent's family orders (their data archive). */
  familyOrdersOf(userId: string): Promise<OrderRow[]>;
  /** An erased account: its broadcast orders and their deliveries go. */
  deleteOrdersOf(userId: string): Promise<number>;
}

const deliveryNotFound = (): AppError =>
  new AppError(
    404,
    broadcastErrorCodes.broadcastDeliveryNotFound,
    broadcastMessages.deliveryNotFound,
  );
const answerNotFound = (): AppError =>
  new AppError(404, broadcastErrorCodes.broadcastAnswerNotFound, broadcastMessages.answerNotFound);

function requirePermission(actor: Actor, permission: string): void {
  if (!actorMay(actor, permission)) {
    throw new AppError(
      403,
      commonErrorCodes.permissionMissing,
      commonErrorMessages.missingPermission(permission),
    );
  }
}

export function createFamilyBroadcastsService(deps: FamilyBroadcastsDeps): FamilyBroadcastsService {
  const { db, clock } = deps;
  const checks = createTicketChecks(clock, deps.catalogues);

  const reachOf = (criteria: MatchCriteria): Promise<ReachedProvider[]> =>
    claimedMatches(deps.providerMatching, criteria);

  /** The providers an order reaches now: never the parent's own provider profile. */
  const reachedBy = async (order: OrderRow): Promise<ReachedProvider[]> => {
    const criteria = await criteriaOfOrder(checks, order);
    if (criteria === undefined) return [];
    const own = await deps.childcareProviders.providerIdOwnedBy(order.userId);
    return (await reachOf(criteria)).filter((provider) => provider.providerId !== own);
  };

  const ageGroupNames = async (): Promise<Map<number, string>> =>
    new Map((await deps.catalogues.ageGroups()).map((group) => [group.id, group.name]));

  const incomingView = (
    { delivery, order }: DeliveryWithOrder,
    names: Map<number, string>,
    now: Date,
  ): IncomingBroadcast[] => {
    if (order.need === null) return [];
    const sentAt = order.sentAt ?? delivery.deliveredAt;
    const expiresAt =
      order.expiresAt ?? new Date(sentAt.getTime() + broadcastLimits.openDays * dayMs);
    const offered = delivery.offeredAgeGroupId;
    return [
      {
        id: delivery.id,
        receivedAt: delivery.deliveredAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        need: order.need,
        distanceKm: delivery.distanceKm,
        answer: delivery.answer,
        answeredAt: delivery.answeredAt?.toISOString() ?? null,
        offeredAgeGroup: offered === null ? null : { id: offered, name: names.get(offered) ?? '' },
        offeredStartDate: delivery.offeredStartDate,
        note: delivery.note,
        parentDecision: delivery.decision,
        open: isOrderOpen(order, now),
        requestId: delivery.requestId,
      },
    ];
  };

  /** The provider's own delivery (another provider's is a 404, as an unknown one). */
  const ownDelivery = async (actor: Actor, deliveryId: string): Promise<DeliveryWithOrder> => {
    requirePermission(actor, permissions.broadcastAnswer);
    const providerId = await deps.childcareProviders.providerIdOwnedBy(actor.user.id);
    const found = await findDelivery(db, deliveryId);
    if (
      found === undefined ||
      providerId === undefined ||
      found.delivery.providerId !== providerId ||
      found.order.state === 'withdrawn'
    ) {
      throw deliveryNotFound();
    }
    return found;
  };

  /** The parent's own family order, open or not (another parent's is a 404). */
  const ownFamilyOrder = async (actor: Actor, orderId: string): Promise<OrderRow> => {
    requirePermission(actor, permissions.familyBroadcastCreate);
    const order = await findOrderOfUser(db, orderId, actor.user.id, 'family');
    if (order === undefined || order.state === 'withdrawn') throw orderNotFound();
    return order;
  };

  /**
   * The answers as the parent compares them: each provider's facts read by the matching engine
   * with the order's criteria (fees, CWELCC, languages), its spaces in the offered age group now.
   */
  const interestViews = async (
    order: OrderRow,
    rows: readonly DeliveryRow[],
  ): Promise<BroadcastInterest[]> => {
    const ids = [...new Set(rows.map((row) => row.providerId))];
    if (ids.length === 0) return [];
    const criteria = await criteriaOfOrder(checks, order);
    const [summaries, names, matched] = await Promise.all([
      deps.childcareProviders.providerSummaries(ids),
      ageGroupNames(),
      criteria === undefined
        ? []
        : deps.providerMatching
            .listMatches(criteria, {
              sort: 'distance',
              page: 1,
              pageSize: ids.length,
              withVacancy: false,
              cwelcc: false,
              likedProviderIds: [],
              onlyLiked: false,
              providerIds: ids,
            })
            .then((page) => page.items),
    ]);
    const views: BroadcastInterest[] = [];
    for (const row of rows) {
      const summary = summaries.find((item) => item.id === row.providerId);
      if (
        summary === undefined ||
        row.answeredAt === null ||
        row.offeredAgeGroupId === null ||
        row.offeredStartDate === null
      ) {
        continue;
      }
      const match = matched.find((item) => item.id === row.providerId);
      const spaces = await deps.childcareProviders.openSpaces(
        row.providerId,
        row.offeredAgeGroupId,
      );
      views.push({
        id: row.id,
        answeredAt: row.answeredAt.toISOString(),
        provider: {
          id: summary.id,
          name: summary.name,
          type: summary.type,
          licensed: match?.licensed ?? false,
          cwelcc: match?.cwelcc ?? false,
          subsidy: match?.subsidy ?? false,
          currency: 'CAD',
          dailyFeeCents: match?.dailyFeeCents ?? null,
          hourlyFeeCents: match?.hourlyFeeCents ?? null,
          languages: match?.languages ?? [],
        },
        distanceKm: row.distanceKm,
        ageGroup: { id: row.offeredAgeGroupId, name: names.get(row.offeredAgeGroupId) ?? '' },
        startDate: row.offeredStartDate,
        availableSpaces: spaces ?? null,
        note: row.note,
        decision: row.decision,
        requestId: row.requestId,
        offerId: row.offerId,
      });
    }
    return views;
  };

  /** Tells the parent of an answer: in the app, by email, and by text with Plus. */
  const tellParent = async (order: OrderRow, delivery: DeliveryRow): Promise<void> => {
    if (delivery.answer === null || order.childId === null) return;
    const [parent, [child], [provider]] = await Promise.all([
      deps.users.findById(order.userId),
      deps.children
        .findOwnedChild(order.userId, order.childId)
        .then((found) => (found === null ? [] : [found])),
      deps.childcareProviders.providerSummaries([delivery.providerId]),
    ]);
    if (parent === undefined || child === undefined || provider === undefined) return;
    const facts = {
      parentName: parent.firstName,
      childFirstName: child.firstName,
      providerName: provider.name,
      answer: delivery.answer,
      orderId: order.id,
    };
    await deps.notices.notify({
      userId: order.userId,
      kind: 'broadcast_answered',
      data: {
        providerId: provider.id,
        providerName: provider.name,
        childId: child.id,
        childFirstName: child.firstName,
        orderId: order.id,
        answer: delivery.answer,
      },
      dedupeKey: `broadcast-answer:${delivery.id}:${String(delivery.answeredAt?.getTime())}`,
      email: answerEmail(facts, deps.publicOrigin),
      ...(await smsOfPlus(deps.subscriptions, parent, answerText(facts))),
    });
  };

  const deliver = async (order: OrderRow): Promise<void> => {
    const now = clock();
    if (order.kind !== 'family') return;
    if (order.state !== 'sending' && !isOrderOpen(order, now)) return;
    const reached = await reachedBy(order);
    const owners = await deps.childcareProviders.ownersOf(
      reached.map((provider) => provider.providerId),
    );
    const names = await ageGroupNames();
    await db.transaction(async (tx) => {
      const made = await insertDeliveries(
        tx,
        order.id,
        reached.filter((provider) => owners.has(provider.providerId)),
        now,
      );
      for (const delivery of made) {
        const owner = owners.get(delivery.providerId);
        if (owner === undefined || order.need === null) continue;
        await deps.notices.notify(
          {
            userId: owner,
            kind: 'broadcast_received',
            data: {
              deliveryId: delivery.id,
              ageGroupId: order.need.ageGroup.id,
              ageGroupName: names.get(order.need.ageGroup.id) ?? order.need.ageGroup.name,
              requestedStartDate: order.need.requestedStartDate,
              distanceKm: delivery.distanceKm,
            },
            dedupeKey: `broadcast-received:${delivery.id}`,
          },
          { db: tx },
        );
      }
      if (order.state === 'sending') {
        await markOrderSent(
          tx,
          order.id,
          now,
          new Date(now.getTime() + broadcastLimits.openDays * dayMs),
        );
      }
    });
  };

  return {
    prepare: async (actor, body) => {
      requirePermission(actor, permissions.familyBroadcastCreate);
      const child = await requireOwnedChild(deps.children, actor.user.id, body.childId);
      await checks.checkData(body.filters, child);
      const criteria = await deps.matches.criteriaOf(child, ticketFields(body.filters));
      const need = await needOf(deps.catalogues, checks, child, body.filters, criteria);
      const own = await deps.childcareProviders.providerIdOwnedBy(actor.user.id);
      const reached = (await reachOf(criteria)).filter((provider) => provider.providerId !== own);
      return {
        childId: child.id,
        filters: body.filters,
        need,
        latitude: criteria.latitude,
        longitude: criteria.longitude,
        reach: reached.length,
      };
    },

    reachOfOrder: async (order) => (await reachedBy(order)).length,

    orderPaid: async (event, context) => {
      if (event.kind !== 'family') return;
      await deps.jobs.send(
        familyDeliveryJob,
        { orderId: event.orderId },
        { db: context.db, singletonKey: event.orderId },
      );
    },

    deliver: async (orderId) => {
      const order = await findOrder(db, orderId);
      if (order !== undefined) await deliver(order);
    },

    deliverLateMatches: async () => {
      // Orders paid whose job was lost are sent too; open ones reach new matches only.
      const orders = [...(await sendingFamilyOrders(db)), ...(await openFamilyOrders(db, clock()))];
      for (const order of orders) {
        try {
          await deliver(order);
        } catch (error) {
          deps.log.warn({ err: error, orderId: order.id }, 'a late delivery failed');
        }
      }
    },

    expireDue: () => expireOrders(db, clock()),

    sendDigests: async () => {
      const now = clock();
      const since = new Date(now.getTime() - broadcastLimits.providerDigestHours * 3_600_000);
      const due = await undigestedByProvider(db, now, since);
      const owners = await deps.childcareProviders.ownersOf(due.map((item) => item.providerId));
      // Each digest is written in its owner's language: all of them in one query.
      const languages = await deps.users.languagesOf([...owners.values()]);
      for (const { providerId, deliveryIds } of due) {
        const owner = owners.get(providerId);
        if (owner === undefined) continue;
        await db.transaction(async (tx) => {
          const marked = await markDigested(tx, deliveryIds, now);
          if (marked.length === 0) return;
          // One email per digest, sent by the notices' email job (never inside this sweep).
          const digestId = randomUUID();
          await deps.jobs.send(
            noticeEmailJob,
            {
              noticeId: digestId,
              userId: owner,
              ...digestEmail(marked.length, deps.publicOrigin)(languages.get(owner) ?? 'en'),
            },
            { db: tx, singletonKey: digestId },
          );
        });
      }
    },

    incoming: async (actor) => {
      requirePermission(actor, permissions.broadcastAnswer);
      const providerId = await deps.childcareProviders.providerIdOwnedBy(actor.user.id);
      if (providerId === undefined) return [];
      const [rows, names] = await Promise.all([
        deliveriesOfProvider(db, providerId),
        ageGroupNames(),
      ]);
      const now = clock();
      return rows.flatMap((row) => incomingView(row, names, now));
    },

    answer: async (actor, deliveryId, body) => {
      const found = await ownDelivery(actor, deliveryId);
      const now = clock();
      if (!isOrderOpen(found.order, now) || found.delivery.decision !== null) {
        throw broadcastClosed();
      }
      if (body.answer === 'interested') {
        const spaces = await deps.childcareProviders.openSpaces(
          found.delivery.providerId,
          body.ageGroupId,
        );
        if (spaces === undefined) {
          throw new AppError(
            409,
            broadcastErrorCodes.ageGroupNotOffered,
            broadcastMessages.ageGroupNotOffered,
          );
        }
      }
      const saved = await saveAnswer(
        db,
        deliveryId,
        body.answer === 'interested'
          ? {
              answer: 'interested',
              ageGroupId: body.ageGroupId,
              startDate: body.startDate,
              note:
                body.note === undefined || body.note === null || body.note === ''
                  ? null
                  : body.note,
            }
          : { answer: 'not_now' },
        now,
      );
      if (saved === undefined) throw broadcastClosed();
      const changed =
        found.delivery.answer !== saved.answer ||
        found.delivery.offeredAgeGroupId !== saved.offeredAgeGroupId ||
        found.delivery.offeredStartDate !== saved.offeredStartDate;
      if (changed) await tellParent(found.order, saved);
      const [view] = incomingView(
        { delivery: saved, order: found.order },
        await ageGroupNames(),
        now,
      );
      if (view === undefined) throw deliveryNotFound();
      return view;
    },

    interest: async (actor, orderId) => {
      const order = await ownFamilyOrder(actor, orderId);
      return interestViews(order, await interestedDeliveries(db, order.id));
    },

    accept: async (actor, orderId, answerId) => {
      const order = await ownFamilyOrder(actor, orderId);
      const row = (await interestedDeliveries(db, order.id)).find((item) => item.id === answerId);
      if (row === undefined) throw answerNotFound();
      const now = clock();
      const { childId, filters } = order;
      if (
        !isOrderOpen(order, now) ||
        row.decision !== null ||
        childId === null ||
        filters === null
      ) {
        throw broadcastClosed();
      }
      if (row.offeredAgeGroupId === null || row.offeredStartDate === null) throw answerNotFound();
      // The child's ticket, or one made from the broadcast's filters when it has none.
      const existing = (await deps.tickets.getTicket(order.userId, childId)).ticket;
      const ticketId =
        existing?.id ?? (await deps.tickets.createTicket(order.userId, childId, filters)).id;
      const sent = await deps.requests.sendRequests(order.userId, childId, ticketId, [
        row.providerId,
      ]);
      const [outcome] = sent.items;
      if (outcome?.request == null) {
        throw new AppError(
          409,
          broadcastErrorCodes.broadcastClosed,
          outcome?.message ?? broadcastMessages.broadcastClosed,
        );
      }
      const requestId = outcome.request.id;
      // The open offer, as that provider would make it (its usual deadline); without a space
      // left to offer, the request stays on the provider's list and the offer comes later.
      let offerId: string | null = null;
      const owner = (await deps.childcareProviders.ownersOf([row.providerId])).get(row.providerId);
      if (owner !== undefined) {
        const { today } = torontoToday(now);
        try {
          const offer = await deps.offers.createOffer(
            { user: { id: owner, email: '' }, role: null },
            row.providerId,
            {
              requestId,
              ageGroupId: row.offeredAgeGroupId,
              startDate: row.offeredStartDate < today ? today : row.offeredStartDate,
            },
          );
          offerId = offer.id;
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          deps.log.info(
            { deliveryId: row.id, code: error.code },
            'a broadcast acceptance made a request but no offer',
          );
        }
      }
      const decided = await saveDecision(db, row.id, 'accepted', { requestId, offerId }, clock());
      if (decided === undefined) throw broadcastClosed();
      const [view] = await interestViews(order, [decided]);
      if (view === undefined) throw answerNotFound();
      return view;
    },

    decline: async (actor, orderId, answerId) => {
      const order = await ownFamilyOrder(actor, orderId);
      const row = (await interestedDeliveries(db, order.id)).find((item) => item.id === answerId);
      if (row === undefined) throw answerNotFound();
      if (!isOrderOpen(order, clock()) || row.decision !== null) throw broadcastClosed();
      const decided = await saveDecision(
        db,
        row.id,
        'declined',
        { requestId: null, offerId: null },
        clock(),
      );
      if (decided === undefined) throw broadcastClosed();
      const [view] = await interestViews(order, [decided]);
      if (view === undefined) throw answerNotFound();
      return view;
    },

    familyOrdersOf: (userId) => familyOrdersOfUser(db, userId),
    deleteOrdersOf: (userId) => deleteOrdersOfUser(db, userId),
  };
}
