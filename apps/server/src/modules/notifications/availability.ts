import type { AvailabilityBody, AvailabilityResponse } from '@kinderwait/contract';
import {
  notificationsErrorCodes,
  notificationsMessages,
  waitlistErrorCodes,
} from '@kinderwait/contract';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { dayMs } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { CataloguesService } from '../catalogues/catalogues.service.ts';
import type { ChildcareProvidersService } from '../childcare-providers/childcare-providers.service.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WaitlistService } from '../waitlist/waitlist.service.ts';
import type { TicketConfirmations } from '../waitlist/ticket-confirmation.ts';
import { allAlerts, insertOpening, latestOpening } from './availability.repository.ts';
import type { Opening } from './availability.repository.ts';
import {
  availabilityAlertEmail,
  availabilityOpenedEmail,
  availabilityText,
} from './notification-emails.ts';
import type { NotificationsService } from './notifications.service.ts';
import { smsOfPlus } from './plus-sms.ts';
import type { PlusSubscriptions } from './plus-sms.ts';

export const availabilityJobs = {
  /** A profile edit raised an age group's spaces: run the opening in the background. */
  opening: 'notifications.availability-opening',
  /** The parents' alerts of an opening (any matching ticket near the provider). */
  alerts: 'notifications.availability-alerts',
} as const;

const OpeningJob = z.object({ providerId: z.uuid(), ageGroupId: z.number().int() });
const AlertsJob = OpeningJob.extend({ openingId: z.uuid() });

export interface AvailabilityNotifications {
  /** POST /api/notifications/availability by the provider's owner. */
  notifyOpening(userId: string, body: AvailabilityBody): Promise<AvailabilityResponse>;
  /** The childcare-providers service's hook: these age groups' available spaces went up. */
  spacesRaised(providerId: string, ageGroupIds: readonly number[]): Promise<void>;
}

export interface AvailabilityDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  publicOrigin: string;
  notifications: Pick<NotificationsService, 'notify'>;
  childcareProviders: Pick<
    ChildcareProvidersService,
    'providerIdOwnedBy' | 'openSpaces' | 'providerSummaries'
  >;
  catalogues: Pick<CataloguesService, 'ageGroups'>;
  waitlist: Pick<WaitlistService, 'familiesToNotify' | 'getMatch'>;
  children: Pick<ChildrenService, 'childrenByIds'>;
  users: Pick<UsersService, 'findById'>;
  ticketConfirmations: Pick<TicketConfirmations, 'childrenOfTickets'>;
  /** KinderWait Plus parents also get a text message of an opening. */
  subscriptions: PlusSubscriptions;
}

/** A repeat within this time, without more spaces than the last opening, is the same opening. */
const sameOpeningMs = dayMs;

export function createAvailabilityNotifications(deps: AvailabilityDeps): AvailabilityNotifications {
  const { db, clock, jobs, publicOrigin, notifications, childcareProviders, waitlist } = deps;

  const names = async (providerId: string, ageGroupId: number) => {
    const [[provider], groups] = await Promise.all([
      childcareProviders.providerSummaries([providerId]),
      deps.catalogues.ageGroups(),
    ]);
    return {
      providerName: provider?.name ?? '',
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

  /** Tells each waiting family whose child fits, in line order, once per opening. */
  const tellFamilies = async (
    opening: Opening,
    providerId: string,
    ageGroupId: number,
  ): Promise<number> => {
    const [families, named] = await Promise.all([
      waitlist.familiesToNotify(providerId, ageGroupId),
      names(providerId, ageGroupId),
    ]);
    let told = 0;
    // One after another: notices and emails are queued in priority order, and sent in it.
    for (const family of families) {
      const parent = await deps.users.findById(family.child.parentUserId);
      if (parent === undefined) continue;
      const facts = { ...named, childFirstName: family.child.firstName };
      const sms = await smsOfPlus(deps.subscriptions, parent, () =>
        availabilityText(facts, publicOrigin, 'opened'),
      );
      const noticeId = await notifications.notify({
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
        ...sms,
      });
      if (noticeId !== null) told += 1;
    }
    await jobs.send(
      availabilityJobs.alerts,
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

  jobs.work(availabilityJobs.opening, OpeningJob, async ({ providerId, ageGroupId }) => {
    try {
      await runOpening(providerId, ageGroupId);
    } catch (error) {
      // The spaces were taken again (or the group removed) before the job ran: nothing to tell.
      if (!(error instanceof AppError)) throw error;
    }
  });

  jobs.work(availabilityJobs.alerts, AlertsJob, async ({ openingId, providerId, ageGroupId }) => {
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
      const matches = await waitlist.getMatch(child.parentUserId, child.id, providerId).then(
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
      const sms = await smsOfPlus(deps.subscriptions, parent, () =>
        availabilityText(facts, publicOrigin, 'alert'),
      );
      await notifications.notify({
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
  });

  return {
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
    spacesRaised: async (providerId, ageGroupIds) => {
      for (const ageGroupId of ageGroupIds) {
        await jobs.send(availabilityJobs.opening, { providerId, ageGroupId });
      }
    },
  };
}
