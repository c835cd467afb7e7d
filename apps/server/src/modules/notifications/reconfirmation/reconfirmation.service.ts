import type { ConfirmationLinkView, TicketConfirmation } from '@kinderwait/contract';
import { notificationsErrorCodes, notificationsMessages } from '@kinderwait/contract';
import { AppError } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import { dayMs } from '../../../clock.ts';
import type { ChildrenService } from '../../children/children.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import type {
  ConfirmationTicket,
  TicketConfirmations,
} from '../../waitlist/confirmations/confirmations.service.ts';
import { confirmationLinkToken, confirmationLinkTokenMatches } from './confirmation-link-token.ts';
import type { TicketsService } from '../../waitlist/tickets/tickets.service.ts';
import { requireOwnTicket } from '../own-ticket.ts';
import {
  confirmationLinkUrl,
  reconfirmationEmail,
  ticketInactiveEmail,
} from '../notification-emails.ts';
import type { NoticesService } from '../../notices/notices.service.ts';

const batch = 100;
/** A sweep handles at most this many tickets of each kind; the next day's sweep goes on. */
const sweepMax = 10_000;

export interface ReconfirmationDeps {
  clock: Clock;
  secret: string;
  publicOrigin: string;
  notices: Pick<NoticesService, 'notify'>;
  ticketConfirmations: TicketConfirmations;
  children: Pick<ChildrenService, 'childrenByIds'>;
  users: Pick<UsersService, 'findById'>;
  tickets: Pick<TicketsService, 'getTicket'>;
}

/**
 * "Still interested?": the parent's answer about one ticket of their child, signed in or by the
 * reminder's link, and the daily sweep of reminders and deactivations. Another parent's child or
 * ticket is a 404, as an unknown one.
 */
export interface Reconfirmation {
  confirmationOf(userId: string, childId: string, ticketId: string): Promise<TicketConfirmation>;
  confirm(userId: string, childId: string, ticketId: string): Promise<TicketConfirmation>;
  /** The reminder link: 404 confirmation_link_invalid unless the token is this ticket's. */
  linkView(ticketId: string, token: string): Promise<ConfirmationLinkView>;
  linkConfirm(ticketId: string, token: string): Promise<ConfirmationLinkView>;
  /**
   * The daily sweep of "still interested?": reminders for tickets 90 days after they were made
   * or last confirmed (email + in-app), then inactive tickets 30 days after an unanswered
   * reminder (their requests too; never deleted). Each step is conditional, so two sweeps at
   * once act once (reconfirmation.jobs.ts runs it daily).
   */
  sweep(): Promise<void>;
}

export function createReconfirmation(deps: ReconfirmationDeps): Reconfirmation {
  const { notices, ticketConfirmations } = deps;

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
    await notices.notify({
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
          confirmBy,
        },
        family.link,
      ),
    });
  };

  const deactivate = async (ticket: ConfirmationTicket): Promise<void> => {
    if (!(await ticketConfirmations.deactivate(ticket.ticketId))) return;
    const family = await familyOf(ticket);
    if (family === undefined) return;
    await notices.notify({
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

  const sweep = async (): Promise<void> => {
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
  };
  /** The child of the ticket the link names; 404 unless the token is this ticket's. */
  const linkTicket = async (ticketId: string, token: string) => {
    const childOfTicket = await ticketConfirmations.childrenOfTickets([ticketId]);
    const childId = childOfTicket.get(ticketId);
    if (childId === undefined || !confirmationLinkTokenMatches(deps.secret, ticketId, token)) {
      throw new AppError(
        404,
        notificationsErrorCodes.confirmationLinkInvalid,
        notificationsMessages.confirmationLinkInvalid,
      );
    }
    const [child] = await deps.children.childrenByIds([childId]);
    return { childFirstName: child?.firstName ?? '' };
  };

  return {
    sweep,
    confirmationOf: async (userId, childId, ticketId) => {
      await requireOwnTicket(deps.tickets, userId, childId, ticketId);
      return ticketConfirmations.confirmationOf(ticketId);
    },
    confirm: async (userId, childId, ticketId) => {
      await requireOwnTicket(deps.tickets, userId, childId, ticketId);
      return ticketConfirmations.confirm(ticketId);
    },
    linkView: async (ticketId, token) => {
      const { childFirstName } = await linkTicket(ticketId, token);
      return { ...(await ticketConfirmations.confirmationOf(ticketId)), childFirstName };
    },
    linkConfirm: async (ticketId, token) => {
      const { childFirstName } = await linkTicket(ticketId, token);
      return { ...(await ticketConfirmations.confirm(ticketId)), childFirstName };
    },
  };
}
