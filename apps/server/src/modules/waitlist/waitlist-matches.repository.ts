import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import type { StoredTicket } from './waitlist.repository.ts';
import { childcareRequests, favoriteProviders, waitlistTickets } from './waitlist.tables.ts';

/** A ticket with what a page of its matches needs besides the providers. */
export interface TicketForMatches {
  ticket: StoredTicket;
  /** The parent's liked providers. */
  liked: string[];
  /** The providers this ticket has a request to (any status). */
  requested: string[];
}

/**
 * The child's ticket, the parent's liked providers and the ticket's requested providers in one
 * round trip (the matches endpoint's hot path); undefined without a ticket.
 */
export async function findTicketForMatches(
  db: Database,
  childId: string,
  parentUserId: string,
): Promise<TicketForMatches | undefined> {
  const [row] = await ticketForMatchesQuery(db).execute({ childId, parentUserId });
  if (row === undefined) return undefined;
  const { liked, requested, ...ticket } = row;
  return { ticket, liked, requested };
}

const ticketForMatchesQuery = preparedStatement((db) =>
  db
    .select({
      ...getTableColumns(waitlistTickets),
      liked: sql<
        string[]
      >`array(select ${favoriteProviders.providerId} from ${favoriteProviders} where ${favoriteProviders.userId} = ${sql.placeholder('parentUserId')})::text[]`,
      // Qualified by hand: drizzle leaves a one-table query's columns unqualified, which inside
      // the subquery would name childcare_requests' own id.
      requested: sql<
        string[]
      >`array(select r.provider_id from ${childcareRequests} r where r.ticket_id = "waitlist_tickets"."id")::text[]`,
    })
    .from(waitlistTickets)
    .where(eq(waitlistTickets.childId, sql.placeholder('childId')))
    .prepare('waitlist_ticket_for_matches'),
);
