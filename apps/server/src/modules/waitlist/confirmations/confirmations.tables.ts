import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { waitlistTickets } from '../waitlist.tables.ts';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * "Still interested?" (docs/product/offers.md#reconfirmation): when the parent last confirmed a
 * ticket, when the reminder went out, and when an unanswered reminder made the ticket inactive. Its
 * own table beside the ticket, so the reconfirmation lifecycle never touches the ticket's columns;
 * no row = never reminded, counted from the ticket's createdAt.
 */
export const ticketConfirmations = pgTable('ticket_confirmations', {
  ticketId: uuid()
    .primaryKey()
    .references(() => waitlistTickets.id, { onDelete: 'cascade' }),
  lastConfirmedAt: timestamptz(),
  reminderSentAt: timestamptz(),
  inactiveAt: timestamptz(),
});
