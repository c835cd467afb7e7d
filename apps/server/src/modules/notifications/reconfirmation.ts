import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { dayMs } from '../../clock.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ConfirmationTicket, TicketConfirmations } from '../waitlist/ticket-confirmation.ts';
import { confirmationLinkToken } from './confirmation-link-token.ts';
import {
  confirmationLinkUrl,
  reconfirmationEmail,
  ticketInactiveEmail,
} from './notification-emails.ts';
import type { NotificationsService } from './notifications.service.ts';

export const reconfirmationJob = 'notifications.reconfirmation-sweep';

const batch = 100;
/** A sweep handles at most this many tickets of each kind; the next day's sweep goes on. */
const sweepMax = 10_000;

const confirmByFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export interface ReconfirmationDeps {
  clock: Clock;
  jobs: JobQueue;
  secret: string;
  publicOrigin: string;
  notifications: Pick<NotificationsService, 'notify'>;
  ticketConfirmations: TicketConfirmations;
  children: Pick<ChildrenService, 'childrenByIds'>;
  users: Pick<UsersService, 'findById'>;
}

/**
 * The daily sweep of "still interested?": reminders for tickets 90 days after they were made or
 * last confirmed (email + in-app), then inactive tickets 30 days after an unanswered reminder
 * (their requests too; never deleted). Each step is conditional, so two sweeps at once act once.
 */
export function registerReconfirmationSweep(deps: ReconfirmationDeps): void {
  const { jobs, notifications, ticketConfirmations } = deps;

  const familyOf = async (ticket: ConfirmationTicket) => {
    const [child] = await deps.children.childrenByIds([ticket.childId]);
    if (child === undefined) return undefined;
    const parent = await deps.users.findById(child.parentUserId);
    if (parent === undefined) return undefined;
    const link = confirmationLinkUrl(
      deps.publicOrigin,
      ticket.ticketId,
      confirmationLinkToken(deps.secret, ticket.ticketId),
    );
    return { child, parent, link };
  };

  const remind = async (ticket: ConfirmationTicket): Promise<void> => {
    if (!(await ticketConfirmations.markReminded(ticket.ticketId))) return;
    const family = await familyOf(ticket);
    if (family === undefined) return;
    const confirmBy = new Date(deps.clock().getTime() + 30 * dayMs);
    await notifications.notify({
      userId: family.parent.id,
      kind: 'reconfirmation_due',
      data: {
        childId: family.child.id,
        childFirstName: family.child.firstName,
        ticketId: ticket.ticketId,
        confirmBy: confirmBy.toISOString(),
      },
      dedupeKey: `reconfirm:${ticket.ticketId}:${deps.clock().toISOString()}`,
      email: reconfirmationEmail(
        {
          parentFirstName: family.parent.firstName,
          childFirstName: family.child.firstName,
          confirmBy: confirmByFormat.format(confirmBy),
        },
        family.link,
      ),
    });
  };

  const deactivate = async (ticket: ConfirmationTicket): Promise<void> => {
    if (!(await ticketConfirmations.deactivate(ticket.ticketId))) return;
    const family = await familyOf(ticket);
    if (family === undefined) return;
    await notifications.notify({
      userId: family.parent.id,
      kind: 'ticket_inactive',
      data: {
        childId: family.child.id,
        childFirstName: family.child.firstName,
        ticketId: ticket.ticketId,
      },
      dedupeKey: `inactive:${ticket.ticketId}:${deps.clock().toISOString()}`,
      email: ticketInactiveEmail(
        { parentFirstName: family.parent.firstName, childFirstName: family.child.firstName },
        family.link,
      ),
    });
  };

  jobs.work(reconfirmationJob, z.object({}), async () => {
    // Deactivations first: a ticket reminded and unanswered is not reminded again the same day.
    for (let done = 0; done < sweepMax; done += batch) {
      const due = await ticketConfirmations.dueForDeactivation(batch);
      for (const ticket of due) await deactivate(ticket);
      if (due.length < batch) break;
    }
    for (let done = 0; done < sweepMax; done += batch) {
      const due = await ticketConfirmations.dueForReminder(batch);
      for (const ticket of due) await remind(ticket);
      if (due.length < batch) break;
    }
  });
  jobs.schedule(reconfirmationJob, dayMs);
}
