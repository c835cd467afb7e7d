import type {
  BroadcastInvitation,
  BroadcastInvitationsResponse,
  BroadcastOrder,
  BroadcastSpot,
} from '@kinderwait/contract';
import {
  broadcastErrorCodes,
  broadcastLimits,
  broadcastMessages,
  notificationsMessages,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { Actor } from '../../../plugins/authentication.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { NoticesService } from '../../notices/notices.service.ts';
import type { PlusSubscriptions } from '../../notifications/plus-sms.ts';
import { smsOfPlus } from '../../notifications/plus-sms.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { RequestsService } from '../../waitlist/requests/requests.service.ts';
import type { SpotFamiliesDeps } from './spot-families.ts';
import { spotFamilies } from './spot-families.ts';
import { broadcastClosed } from '../broadcast-errors.ts';
import type { OrderRow } from '../broadcast.repository.ts';
import { insertOrder, markOrderSent } from '../broadcast.repository.ts';
import { spotBroadcastEmail, spotBroadcastText } from './spot-emails.ts';
import { spotDeliveryJob } from './spots.jobs.ts';
import type { SpotJobHandlers } from './spots.jobs.ts';
import type { SpotOrderRow, StoredInvitation } from './spots.repository.ts';
import {
  allInvitationsOfParent,
  findSpotOrder,
  hasInvitations,
  insertInvitations,
  invitationOfParent,
  invitationsOfParent,
  invitationsToTell,
  lockSpotOrder,
  markInvitationNotified,
  setInvitationRequest,
} from './spots.repository.ts';

/**
 * Spot broadcasts (docs/product/broadcast.md#spot-broadcasts): a provider sends an age group's
 * open spaces to the families nearby whose tickets match and whose alerts are on; once paid, a
 * job tells them in priority order (own waitlist first, then by distance), exactly once per
 * child; a family answers with one tap, which puts the child on the provider's waitlist.
 */
export interface SpotBroadcasts extends SpotJobHandlers {
  /** How many families a spot broadcast of the provider's age group would reach now. */
  reach(actor: Actor, ageGroupId: number): Promise<number>;
  /** Creates the unpaid order; 409 without spaces or when it would reach no one. */
  createSpot(actor: Actor, ageGroupId: number): Promise<BroadcastOrder>;
  /**
   * How many a spot order would reach now: the orders service re-counts before taking payment
   * (a broadcast reaching no one is not sold).
   */
  reachOfOrder(order: Pick<OrderRow, 'providerId' | 'ageGroupId'>): Promise<number>;
  /**
   * Subscribed to `broadcast.orderPaid`: a paid spot order's delivery job is queued inside the
   * paying transaction (so it is never lost to a crash); other kinds are not this module's.
   */
  orderPaid(event: { orderId: string; kind: string }, context: { db: Database }): Promise<void>;
  /** The parent's invitations, newest first. */
  invitationsOf(userId: string): Promise<BroadcastInvitationsResponse>;
  /**
   * "Send a request": the child's request to the provider, through the waitlist (idempotent: a
   * second tap answers the same request); 404 for another parent's invitation; 409 once closed.
   */
  sendRequest(userId: string, invitationId: string): Promise<BroadcastInvitation>;
  /** Every spot invitation held for the parent, told or not (their data archive). */
  personalDataOf(userId: string): Promise<SpotInvitationRecord[]>;
}

/** An invitation in the parent's data archive: as the parent sees it, with how it was ranked. */
export type SpotInvitationRecord = BroadcastInvitation & {
  rank: number;
  toldAt: string | null;
  broadcastState: string;
};

export interface SpotBroadcastsDeps extends SpotFamiliesDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  publicOrigin: string;
  childcareProviders: Pick<ChildcareProvidersService, 'getOwnProfile' | 'providerSummaries'>;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
  users: Pick<UsersService, 'findById'>;
  notices: Pick<NoticesService, 'notify'>;
  /** KinderWait Plus parents also get a text message. */
  subscriptions: PlusSubscriptions;
  requests: Pick<RequestsService, 'sendRequests'>;
}

const openMs = broadcastLimits.openDays * dayMs;

const providerNotFound = () =>
  new AppError(
    404,
    waitlistErrorCodes.childcareProviderNotFound,
    notificationsMessages.providerNotFound,
  );
const invitationNotFound = () =>
  new AppError(
    404,
    broadcastErrorCodes.broadcastInvitationNotFound,
    broadcastMessages.invitationNotFound,
  );

export function createSpotBroadcasts(deps: SpotBroadcastsDeps): SpotBroadcasts {
  const { db, clock, jobs, publicOrigin } = deps;

  const ageGroupNames = async (): Promise<Map<number, string>> =>
    new Map((await deps.catalogues.ageGroups()).map((group) => [group.id, group.name]));

  /** The caller's profile and the age group's spaces; 404 without a profile, 409 without spaces. */
  const ownSpaces = async (actor: Actor, ageGroupId: number) => {
    const profile = await deps.childcareProviders.getOwnProfile(actor);
    if (profile.id === null) throw providerNotFound();
    const group = profile.ageGroups.find((candidate) => candidate.id === ageGroupId);
    if (group === undefined) {
      throw new AppError(
        409,
        broadcastErrorCodes.ageGroupNotOffered,
        broadcastMessages.ageGroupNotOffered,
      );
    }
    if (group.availableSpaces === null || group.availableSpaces <= 0) {
      throw new AppError(
        409,
        broadcastErrorCodes.noSpacesToBroadcast,
        broadcastMessages.noSpacesToBroadcast,
      );
    }
    return {
      providerId: profile.id,
      providerName: profile.name ?? '',
      group: { ...group, availableSpaces: group.availableSpaces },
    };
  };

  const spotOf = (
    order: Pick<SpotOrderRow, 'providerId' | 'ageGroupId' | 'spotSpaces' | 'spotStartDate'>,
    providerName: string,
    ageGroupName: string,
  ): BroadcastSpot => ({
    providerId: order.providerId,
    providerName,
    ageGroup: { id: order.ageGroupId, name: ageGroupName },
    availableSpaces: order.spotSpaces ?? 0,
    availableStartDate: order.spotStartDate,
  });

  const providerNames = async (providerIds: readonly string[]) =>
    new Map(
      (await deps.childcareProviders.providerSummaries([...new Set(providerIds)])).map(
        (provider) => [provider.id, provider.name],
      ),
    );

  /** Fixes the order's families once: the first run stores them, any later one finds them. */
  const fixFamilies = async (order: SpotOrderRow): Promise<void> => {
    if (await hasInvitations(db, order.id)) return;
    const families = await spotFamilies(deps, order.providerId, order.ageGroupId);
    await db.transaction(async (tx) => {
      const locked = await lockSpotOrder(tx, order.id);
      if (locked?.state !== 'sending' || (await hasInvitations(tx, order.id))) return;
      await insertInvitations(
        tx,
        order.id,
        families.map((family, index) => ({
          parentUserId: family.parentUserId,
          childId: family.childId,
          ticketId: family.ticketId,
          rank: index + 1,
          onProvidersWaitlist: family.onProvidersWaitlist,
          distanceKm: Math.round(family.distanceKm * 10) / 10,
        })),
        clock(),
      );
    });
  };

  /** Tells each family not told yet, in rank order: the notice and its email (and text) once. */
  const tellFamilies = async (order: SpotOrderRow): Promise<void> => {
    const toTell = await invitationsToTell(db, order.id);
    if (toTell.length === 0) return;
    const [names, groups] = await Promise.all([providerNames([order.providerId]), ageGroupNames()]);
    const kids = await deps.children.childrenByIds([...new Set(toTell.map((row) => row.childId))]);
    const firstNames = new Map(kids.map((kid) => [kid.id, kid.firstName]));
    const providerName = names.get(order.providerId) ?? '';
    const ageGroupName = groups.get(order.ageGroupId) ?? '';
    // One after another: notices and their emails are queued in rank order, and sent in it.
    for (const invitation of toTell) {
      const parent = await deps.users.findById(invitation.parentUserId);
      const childFirstName = firstNames.get(invitation.childId);
      if (parent === undefined || childFirstName === undefined) continue;
      const facts = {
        childFirstName,
        providerName,
        ageGroupId: order.ageGroupId,
        ageGroupName,
        availableSpaces: order.spotSpaces ?? 0,
        availableFrom: order.spotStartDate,
        onProvidersWaitlist: invitation.onProvidersWaitlist,
      };
      const sms = await smsOfPlus(
        deps.subscriptions,
        parent,
        spotBroadcastText(facts, publicOrigin),
      );
      const data = {
        providerId: order.providerId,
        providerName,
        childId: invitation.childId,
        childFirstName,
        ageGroupId: order.ageGroupId,
        ageGroupName,
        invitationId: invitation.id,
      };
      await db.transaction(async (tx) => {
        // The notice, its email and text, and "told" commit together, once per invitation.
        if (!(await markInvitationNotified(tx, invitation.id, clock()))) return;
        await deps.notices.notify(
          {
            userId: parent.id,
            ...(invitation.onProvidersWaitlist
              ? { kind: 'availability_opened', data }
              : {
                  kind: 'availability_alert',
                  data: { ...data, ticketId: invitation.ticketId },
                }),
            dedupeKey: `broadcast-spot:${invitation.id}`,
            email: spotBroadcastEmail(
              { ...facts, parentFirstName: parent.firstName },
              publicOrigin,
            ),
            ...sms,
          },
          { db: tx },
        );
      });
    }
  };

  const invitationView = (
    row: StoredInvitation,
    providerName: string,
    ageGroupName: string,
    childFirstName: string,
    now: Date,
  ): BroadcastInvitation => {
    const receivedAt = row.notifiedAt ?? row.createdAt;
    // Told while the order was still telling the others: it opens for the same 30 days.
    const expiresAt = row.order.expiresAt ?? new Date(receivedAt.getTime() + openMs);
    return {
      id: row.id,
      receivedAt: receivedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      child: { id: row.childId, firstName: childFirstName },
      spot: spotOf(row.order, providerName, ageGroupName),
      distanceKm: row.distanceKm,
      onProvidersWaitlist: row.onProvidersWaitlist,
      requestId: row.requestId,
      open:
        (row.order.state === 'sending' || row.order.state === 'sent') &&
        now.getTime() < expiresAt.getTime(),
    };
  };

  const invitationViews = async (rows: readonly StoredInvitation[]) => {
    if (rows.length === 0) return [];
    const [names, groups, kids] = await Promise.all([
      providerNames(rows.map((row) => row.order.providerId)),
      ageGroupNames(),
      deps.children.childrenByIds([...new Set(rows.map((row) => row.childId))]),
    ]);
    const firstNames = new Map(kids.map((kid) => [kid.id, kid.firstName]));
    const now = clock();
    return rows.map((row) =>
      invitationView(
        row,
        names.get(row.order.providerId) ?? '',
        groups.get(row.order.ageGroupId) ?? '',
        firstNames.get(row.childId) ?? '',
        now,
      ),
    );
  };

  return {
    reach: async (actor, ageGroupId) => {
      const { providerId } = await ownSpaces(actor, ageGroupId);
      return (await spotFamilies(deps, providerId, ageGroupId)).length;
    },

    createSpot: async (actor, ageGroupId) => {
      const { providerId, providerName, group } = await ownSpaces(actor, ageGroupId);
      const reach = (await spotFamilies(deps, providerId, ageGroupId)).length;
      if (reach === 0) {
        throw new AppError(
          409,
          broadcastErrorCodes.broadcastReachesNoOne,
          broadcastMessages.spotReachesNoOne,
        );
      }
      const now = clock();
      const order = await insertOrder(db, {
        userId: actor.user.id,
        kind: 'spot',
        providerId,
        ageGroupId,
        spotSpaces: group.availableSpaces,
        spotStartDate: group.availableStartDate,
        estimatedReach: reach,
        createdAt: now,
        updatedAt: now,
      });
      return {
        id: order.id,
        kind: 'spot',
        state: order.state,
        isPaid: false,
        paidWith: null,
        createdAt: order.createdAt.toISOString(),
        paidAt: null,
        sentAt: null,
        expiresAt: null,
        estimatedReach: reach,
        reached: 0,
        child: null,
        need: null,
        answers: null,
        spot: spotOf({ ...order, providerId, ageGroupId }, providerName, group.name),
        requestsReceived: 0,
      };
    },

    reachOfOrder: async ({ providerId, ageGroupId }) =>
      providerId === null || ageGroupId === null
        ? 0
        : (await spotFamilies(deps, providerId, ageGroupId)).length,

    orderPaid: async ({ orderId, kind }, context) => {
      if (kind !== 'spot') return;
      await jobs.send(spotDeliveryJob, { orderId }, { db: context.db, singletonKey: orderId });
    },

    deliverSpot: async (orderId) => {
      const order = await findSpotOrder(db, orderId);
      // Withdrawn before it went out, or already sent: nothing (more) to tell.
      if (order?.state !== 'sending') return;
      await fixFamilies(order);
      await tellFamilies(order);
      const sentAt = clock();
      await markOrderSent(db, order.id, sentAt, new Date(sentAt.getTime() + openMs));
    },

    personalDataOf: async (userId) => {
      const rows = await allInvitationsOfParent(db, userId);
      const views = await invitationViews(rows);
      return rows.flatMap((row, index) => {
        const view = views[index];
        return view === undefined
          ? []
          : [
              {
                ...view,
                rank: row.rank,
                toldAt: row.notifiedAt?.toISOString() ?? null,
                broadcastState: row.order.state,
              },
            ];
      });
    },

    invitationsOf: async (userId) => ({
      items: await invitationViews(await invitationsOfParent(db, userId)),
    }),

    sendRequest: async (userId, invitationId) => {
      const row = await invitationOfParent(db, userId, invitationId);
      if (row === undefined || row.order.state === 'withdrawn') throw invitationNotFound();
      const view = async () => {
        const current = await invitationOfParent(db, userId, invitationId);
        if (current === undefined) throw invitationNotFound();
        const [viewed] = await invitationViews([current]);
        if (viewed === undefined) throw invitationNotFound();
        return viewed;
      };
      // A second tap answers the request the first one made, open or not.
      if (row.requestId !== null) return view();
      const [before] = await invitationViews([row]);
      if (before?.open !== true) {
        throw broadcastClosed();
      }
      const { items } = await deps.requests.sendRequests(userId, row.childId, row.ticketId, [
        row.order.providerId,
      ]);
      const [outcome] = items;
      if (outcome?.request == null) {
        // The ticket changed since (or the provider's profile did): it is no longer a match.
        throw new AppError(
          409,
          broadcastErrorCodes.broadcastClosed,
          outcome?.message ?? waitlistMessages.notAMatch,
        );
      }
      await setInvitationRequest(db, row.id, outcome.request.id, clock());
      return view();
    },
  };
}
