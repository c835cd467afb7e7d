import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { batchedStatement } from '../../../db/prepared-statement.ts';
import type { StoredTicket } from '../waitlist.repository.ts';
import { childcareRequests, favoriteProviders, waitlistTickets } from '../waitlist.tables.ts';

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
  // Both are uuids, checked at the boundary (route schema, access token).
  return ticketsForMatches(db)(`${childId.toLowerCase()} ${parentUserId.toLowerCase()}`);
}

// The tickets asked for in one turn of the event loop are read together: keys are
// "childId parentUserId", each pair a row of the unnest that the likes are read for.
const ticketsForMatches = batchedStatement((db) => {
  const query = db
    .select({
      ...getTableColumns(waitlistTickets),
      parentUserId: sql<string>`k.parent_user_id::text`,
      liked: sql<
        string[]
      >`array(select ${favoriteProviders.providerId} from ${favoriteProviders} where ${favoriteProviders.userId} = k.parent_user_id)::text[]`,
      // Qualified by hand: drizzle leaves a one-table query's columns unqualified, which inside
      // the subquery would name childcare_requests' own id.
      requested: sql<
        string[]
      >`array(select r.provider_id from ${childcareRequests} r where r.ticket_id = "waitlist_tickets"."id")::text[]`,
    })
    .from(waitlistTickets)
    .innerJoin(
      sql`unnest(${sql.placeholder('childIds')}::uuid[], ${sql.placeholder('parentUserIds')}::uuid[]) as k (child_id, parent_user_id)`,
      sql`k.child_id = ${waitlistTickets.childId}`,
    )
    .prepare('waitlist_tickets_for_matches');
  return async (keys: readonly string[]) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await query.execute({
      childIds: pairs.map(([child]) => child),
      parentUserIds: pairs.map(([, parent]) => parent),
    });
    return new Map(
      rows.map(({ liked, requested, parentUserId, ...ticket }) => [
        `${ticket.childId} ${parentUserId}`,
        { ticket, liked, requested },
      ]),
    );
  };
});
