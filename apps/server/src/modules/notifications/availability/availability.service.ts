import type { AvailabilityBody, AvailabilityResponse } from '@kinderwait/contract';
import {
  notificationsErrorCodes,
  notificationsMessages,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { CataloguesService } from '../../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../../childcare-providers/childcare-providers.service.ts';
import type { SpacesRaised } from '../../childcare-providers/childcare-providers.events.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type { MatchesService } from '../../waitlist/matches/matches.service.ts';
import type { TicketsService } from '../../waitlist/tickets/tickets.service.ts';
import { requireOwnTicket } from '../own-ticket.ts';
import type { RequestLifecycle } from '../../waitlist/requests/request-lifecycle.ts';
import type { TicketConfirmations } from '../../waitlist/confirmations/confirmations.service.ts';
import type { AvailabilityJobHandlers } from './availability.jobs.ts';
import { availabilityAlertsJob, availabilityOpeningJob } from './availability.jobs.ts';
import {
  alertsOfUser,
  allAlerts,
  hasAlert,
  insertOpening,
  latestOpening,
  setAlert,
} from './availability.repository.ts';
import type { Opening } from './availability.repository.ts';
import {
  availabilityAlertEmail,
  availabilityOpenedEmail,
  availabilityText,
} from '../notification-emails.ts';
import type { NoticesService, NotifyInput } from '../../notices/notices.service.ts';
import { plusTextedParents, smsOfPlus } from '../plus-sms.ts';
import type { PlusSubscriptions, PlusSubscriptionsOfUsers } from '../plus-sms.ts';
import { fanOutBatches } from './fan-out-batches.ts';

export interface AvailabilityNotifications extends AvailabilityJobHandlers {
  /** POST /api/notifications/availability by the provider's owner. */
  notifyOpening(userId: string, body: AvailabilityBody): Promise<AvailabilityResponse>;
  /** Whether the parent's alert for their child's ticket is on; 404 for anyone else's ticket. */
  alertOf(userId: string, childId: string, ticketId: string): Promise<boolean>;
  /** Turns the parent's alert for the ticket on or off; answers the new state. */
  setAlert(userId: string, childId: string, ticketId: string, on: boolean): Promise<boolean>;
  /**
   * Subscribed to the providers' spaces-raised event: queues an opening per age group, inside
   * the transaction of the edit that raised them (so an opening is never lost to a crash).
   */
  spacesRaised(event: SpacesRaised, context: { db: Database }): Promise<void>;
  /**
   * Every ticket whose alert is on, with its parent and when it was turned on (the broadcast
   * module's spot broadcasts reach these families).
   */
  alertedTickets(): Promise<{ ticketId: string; userId: string; createdAt: Date }[]>;
  /** The user's alerts: which tickets, since when (their data archive). */
  personalDataOf(userId: string): Promise<{ ticketId: string; createdAt: Date }[]>;
}

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  publicOrigin: string;
  notices: Pick<NoticesService, 'notify' | 'notifyMany'>;
  childcareProviders: Pick<
    ChildcareProvidersService,
    'providerIdOwnedBy' | 'openSpaces' | 'providerSummaries'
  >;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
  requestLifecycle: Pick<RequestLifecycle, 'familiesToNotify'>;
  matches: Pick<MatchesService, 'getMatch'>;
  children: Pick<ChildrenService, 'childrenByIds'>;
  users: Pick<UsersService, 'findById' | 'findByIds'>;
  ticketConfirmations: Pick<TicketConfirmations, 'childrenOfTickets'>;
  tickets: Pick<TicketsService, 'getTicket'>;
  /** KinderWait Plus parents also get a text message of an opening. */
  subscriptions: PlusSubscriptions & PlusSubscriptionsOfUsers;
}

/** A repeat within this time, without more spaces than the last opening, is the same opening. */
const sameOpeningMs = dayMs;

export function createAvailabilityNotifications(deps: AvailabilityDeps): AvailabilityNotifications {
  const { db, clock, jobs, publicOrigin, notices, childcareProviders } = deps;

  const names = async (providerId: string, ageGroupId: number) => {
    const [[provider], groups] = await Promise.all([
      childcareProviders.providerSummaries([providerId]),
      deps.catalogues.ageGroups(),
    ]);
    return {
      providerName: provider?.name ?? '',
      ageGroupId,
      ageGroupName: groups.find((group) => group.id === ageGroupId)?.name ?? '',
    };
  };

  /** The opening these spaces make: the latest one again, or a new one when spaces went up. */
  const openingOf = async (providerId: string, ageGroupId: number, spaces: number) => {
    const latest = await latestOpening(db, providerId, ageGroupId);
    const now = clock();
    if (
      latest !== undefined &&
      spaces <= latest.spaces &&
      now.getTime() - latest.createdAt.getTime() < sameOpeningMs
    ) {
      return latest;
    }
    return insertOpening(db, { providerId, ageGroupId, spaces, createdAt: now });
  };

  /**
   * Tells each waiting family whose child fits, in line order, once per opening: the notices
   * written and their emails and texts queued a batch at a time, in that order. The first batch
   * is small, so the first families are told at once; a batch that runs again (a retried
   * opening job) skips the families it told, by the notices' dedupe keys.
   */
  const tellFamilies = async (
    opening: Opening,
    providerId: string,
    ageGroupId: number,
  ): Promise<number> => {
    const [families, named] = await Promise.all([
      deps.requestLifecycle.familiesToNotify(providerId, ageGroupId),
      names(providerId, ageGroupId),
    ]);
    let told = 0;
    for (const batch of fanOutBatches(families)) {
      const parents = new Map(
        (await deps.users.findByIds([...new Set(batch.map((f) => f.child.parentUserId))])).map(
          (parent) => [parent.id, parent],
        ),
      );
      const texted = await plusTextedParents(deps.subscriptions, [...parents.values()]);
      const inputs = batch.flatMap((family): NotifyInput[] => {
        const parent = parents.get(family.child.parentUserId);
        if (parent === undefined) return [];
        const facts = { ...named, childFirstName: family.child.firstName };
        return [
          {
            userId: parent.id,
            kind: 'availability_opened',
            data: {
              providerId,
              providerName: named.providerName,
              childId: family.child.id,
              childFirstName: family.child.firstName,
              ageGroupId,
              ageGroupName: named.ageGroupName,
            },
            dedupeKey: `availability:${opening.id}:${family.id}`,
            email: availabilityOpenedEmail(
              { ...facts, parentFirstName: parent.firstName },
              publicOrigin,
            ),
            ...(texted.has(parent.id)
              ? { sms: { body: availabilityText(facts, publicOrigin, 'opened') } }
              : {}),
          },
        ];
      });
      const ids = await notices.notifyMany(inputs, { lane: 'bulk' });
      told += ids.filter((id) => id !== null).length;
    }
    await jobs.send(
      availabilityAlertsJob,
      { openingId: opening.id, providerId, ageGroupId },
      { singletonKey: opening.id },
    );
    return told;
  };

  const runOpening = async (providerId: string, ageGroupId: number) => {
    const spaces = await childcareProviders.openSpaces(providerId, ageGroupId);
    if (spaces === undefined) {
      throw new AppError(
        404,
        notificationsErrorCodes.ageGroupNotOffered,
        notificationsMessages.ageGroupNotOffered,
      );
    }
    if (spaces === null || spaces <= 0) {
      throw new AppError(
        409,
        notificationsErrorCodes.noAvailableSpaces,
        notificationsMessages.noAvailableSpaces,
      );
    }
    const opening = await openingOf(providerId, ageGroupId, spaces);
    const familiesNotified = await tellFamilies(opening, providerId, ageGroupId);
    return { openingId: opening.id, availableSpaces: spaces, familiesNotified };
  };

  const sendAlerts = async (openingId: string, providerId: string, ageGroupId: number) => {
    const alerts = await allAlerts(db);
    if (alerts.length === 0) return;
    const childOfTicket = await deps.ticketConfirmations.childrenOfTickets(
      alerts.map((alert) => alert.ticketId),
    );
    const kids = await deps.children.childrenByIds([...new Set(childOfTicket.values())]);
    const named = await names(providerId, ageGroupId);
    for (const alert of alerts) {
      const child = kids.find((kid) => kid.id === childOfTicket.get(alert.ticketId));
      if (child === undefined) continue;
      const matches = await deps.matches.getMatch(child.parentUserId, child.id, providerId).then(
        // A family already on this provider's list heard of the opening from its request.
        (match) => match.ageGroup.id === ageGroupId && match.request === null,
        (error: unknown) => {
          if (error instanceof AppError) return false; // not a match (any more)
          throw error;
        },
      );
      if (!matches) continue;
      const parent = await deps.users.findById(child.parentUserId);
      if (parent === undefined) continue;
      const facts = { ...named, childFirstName: child.firstName };
      const sms = await smsOfPlus(
        deps.subscriptions,
        parent,
        availabilityText(facts, publicOrigin, 'alert'),
      );
      await notices.notify({
        userId: parent.id,
        kind: 'availability_alert',
        data: {
          providerId,
          providerName: named.providerName,
          childId: child.id,
          childFirstName: child.firstName,
          ticketId: alert.ticketId,
          ageGroupId,
          ageGroupName: named.ageGroupName,
        },
        dedupeKey: `alert:${openingId}:${alert.ticketId}`,
        email: availabilityAlertEmail(
          { ...facts, parentFirstName: parent.firstName },
          publicOrigin,
        ),
        ...sms,
      });
    }
  };

  return {
    personalDataOf: (userId) => alertsOfUser(db, userId),
    alertOf: async (userId, childId, ticketId) => {
      await requireOwnTicket(deps.tickets, userId, childId, ticketId);
      return hasAlert(db, ticketId);
    },
    setAlert: async (userId, childId, ticketId, on) => {
      await requireOwnTicket(deps.tickets, userId, childId, ticketId);
      await setAlert(db, on ? { ticketId, userId, createdAt: clock() } : { ticketId, off: true });
      return on;
    },
    runQueuedOpening: async (providerId, ageGroupId) => {
      try {
        await runOpening(providerId, ageGroupId);
      } catch (error) {
        // The spaces were taken again (or the group removed) before the job ran: nothing to tell.
        if (!(error instanceof AppError)) throw error;
      }
    },
    sendAlerts,
    notifyOpening: async (userId, { providerId, ageGroupId }) => {
      if ((await childcareProviders.providerIdOwnedBy(userId)) !== providerId) {
        throw new AppError(
          404,
          waitlistErrorCodes.childcareProviderNotFound,
          notificationsMessages.providerNotFound,
        );
      }
      return runOpening(providerId, ageGroupId);
    },
    alertedTickets: () => allAlerts(db),
    spacesRaised: async ({ providerId, ageGroupIds }, context) => {
      for (const ageGroupId of ageGroupIds) {
        await jobs.send(availabilityOpeningJob, { providerId, ageGroupId }, context);
      }
    },
  };
}
