import { waitlistErrorCodes, waitlistMessages } from '@kinderwait/contract';
import { AppError } from '../../app-error.ts';
import type { TicketsService } from '../waitlist/tickets/tickets.service.ts';

/**
 * Throws the waitlist's 404 unless the ticket is the child's and the child the parent's (an
 * unknown child is the waitlist's own 404): what a parent does about a ticket's alert or its
 * "still interested?" is about their own ticket only.
 */
export async function requireOwnTicket(
  tickets: Pick<TicketsService, 'getTicket'>,
  userId: string,
  childId: string,
  ticketId: string,
): Promise<void> {
  const { ticket } = await tickets.getTicket(userId, childId);
  if (ticket?.id !== ticketId) {
    throw new AppError(
      404,
      waitlistErrorCodes.waitlistTicketNotFound,
      waitlistMessages.ticketNotFound,
    );
  }
}
