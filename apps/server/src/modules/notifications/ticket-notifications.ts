import type { ConfirmationLinkView, TicketConfirmation } from '@kinderwait/contract';
import {
  notificationsErrorCodes,
  notificationsMessages,
  waitlistErrorCodes,
  waitlistMessages,
} from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ChildrenService } from '../children/children.service.ts';
import type { WaitlistService } from '../waitlist/waitlist.service.ts';
import type { TicketConfirmations } from '../waitlist/ticket-confirmation.ts';
import { hasAlert, setAlert } from './availability.repository.ts';
import { confirmationLinkTokenMatches } from './confirmation-link-token.ts';

/**
 * What a parent does about one ticket of their child: the availability alert and "still
 * interested?". Another parent's child or ticket is a 404, as an unknown one.
 */
export interface TicketNotifications {
  alertOf(userId: string, childId: string, ticketId: string): Promise<boolean>;
  setAlert(userId: string, childId: string, ticketId: string, on: boolean): Promise<boolean>;
  confirmationOf(userId: string, childId: string, ticketId: string): Promise<TicketConfirmation>;
  confirm(userId: string, childId: string, ticketId: string): Promise<TicketConfirmation>;
  /** The reminder link: 404 confirmation_link_invalid unless the token is this ticket's. */
  linkView(ticketId: string, token: string): Promise<ConfirmationLinkView>;
  linkConfirm(ticketId: string, token: string): Promise<ConfirmationLinkView>;
}

export interface TicketNotificationsDeps {
  db: Database;
  clock: Clock;
  secret: string;
  waitlist: Pick<WaitlistService, 'getTicket'>;
  children: Pick<ChildrenService, 'childrenByIds'>;
  ticketConfirmations: TicketConfirmations;
}

export function createTicketNotifications(deps: TicketNotificationsDeps): TicketNotifications {
  const { db, clock, ticketConfirmations } = deps;

  /** Throws the waitlist's 404s unless the ticket is the child's and the child the parent's. */
  const ownTicket = async (userId: string, childId: string, ticketId: string): Promise<void> => {
    const { ticket } = await deps.waitlist.getTicket(userId, childId);
    if (ticket?.id !== ticketId) {
      throw new AppError(
        404,
        waitlistErrorCodes.waitlistTicketNotFound,
        waitlistMessages.ticketNotFound,
      );
    }
  };

  const linkTicket = async (ticketId: string, token: string) => {
    const children = await ticketConfirmations.childrenOfTickets([ticketId]);
    const childId = children.get(ticketId);
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
    alertOf: async (userId, childId, ticketId) => {
      await ownTicket(userId, childId, ticketId);
      return hasAlert(db, ticketId);
    },
    setAlert: async (userId, childId, ticketId, on) => {
      await ownTicket(userId, childId, ticketId);
      await setAlert(db, on ? { ticketId, userId, createdAt: clock() } : { ticketId, off: true });
      return on;
    },
    confirmationOf: async (userId, childId, ticketId) => {
      await ownTicket(userId, childId, ticketId);
      return ticketConfirmations.confirmationOf(ticketId);
    },
    confirm: async (userId, childId, ticketId) => {
      await ownTicket(userId, childId, ticketId);
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
