import type { TicketConfirmation } from '@kinderwait/contract';
import { reconfirmation } from '@kinderwait/contract';
import { and, eq, exists, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import { addMilliseconds, dayMs } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestLifecycle } from '../requests/request-lifecycle.ts';
import { ticketConfirmations } from './confirmations.tables.ts';
import { childcareRequests, waitlistTickets } from '../waitlist.tables.ts';

/** A ticket the reconfirmation sweep acts on, with the child it belongs to. */
export interface ConfirmationTicket {
  ticketId: string;
  childId: string;
  /** When the answer is due (reminders) or was due (deactivations). */
  dueAt: Date;
}

/**
 * "Still interested?" (docs/product/offers.md#reconfirmation), the waitlist side: every 90 days
 * after the ticket was made or last confirmed a reminder; 30 days after an unanswered reminder the
 * ticket goes inactive and so do its waiting and paused requests (never deleted: the provider sees
 * them as inactive). Confirming answers the reminder and puts inactive requests back to waiting
 * with their original joinedAt.
 */
export interface TicketConfirmations {
  confirmationOf(ticketId: string): Promise<TicketConfirmation>;
  /** The parent's "still interested": confirms, and reactivates an inactive ticket. */
  confirm(ticketId: string): Promise<TicketConfirmation>;
  /** Tickets on a list (waiting, offered or paused requests) whose reminder is due now. */
  dueForReminder(limit: number): Promise<ConfirmationTicket[]>;
  /** Records the reminder; false when someone else recorded it (or the parent confirmed) first. */
  markReminded(ticketId: string): Promise<boolean>;
  /** Reminded tickets left unanswered for 30 days. */
  dueForDeactivation(limit: number): Promise<ConfirmationTicket[]>;
  /** Makes the ticket and its waiting and paused requests inactive; false when already done. */
  deactivate(ticketId: string): Promise<boolean>;
  /** The child of each ticket (those that exist). */
  childrenOfTickets(ticketIds: readonly string[]): Promise<Map<string, string>>;
}

const reminderAfterMs = reconfirmation.reminderAfterDays * dayMs;
const inactiveAfterMs = reconfirmation.inactiveAfterReminderDays * dayMs;

const tickets = waitlistTickets;
const confirmations = ticketConfirmations;
/** The time the 90 days count from: the last confirmation, else the ticket's creation. */
const countedFrom = sql<Date>`coalesce(${confirmations.lastConfirmedAt}, ${tickets.createdAt})`;

export function createTicketConfirmations({
  db,
  clock,
  lifecycle,
}: {
  db: Database;
  clock: Clock;
  lifecycle: Pick<RequestLifecycle, 'transitionRequests'>;
}): TicketConfirmations {
  const read = async (ticketId: string): Promise<TicketConfirmation> => {
    const [row] = await db
      .select({
        createdAt: tickets.createdAt,
        lastConfirmedAt: confirmations.lastConfirmedAt,
        reminderSentAt: confirmations.reminderSentAt,
        inactiveAt: confirmations.inactiveAt,
      })
      .from(tickets)
      .leftJoin(confirmations, eq(confirmations.ticketId, tickets.id))
      .where(eq(tickets.id, ticketId));
    if (row === undefined) throw new Error(`ticket ${ticketId} does not exist`);
    const from = row.lastConfirmedAt ?? row.createdAt;
    const reminded =
      row.reminderSentAt !== null &&
      (row.lastConfirmedAt === null || row.reminderSentAt > row.lastConfirmedAt);
    const state = row.inactiveAt !== null ? 'inactive' : reminded ? 'due' : 'confirmed';
    const nextStepAt =
      state === 'inactive'
        ? null
        : state === 'due' && row.reminderSentAt !== null
          ? addMilliseconds(row.reminderSentAt, inactiveAfterMs)
          : addMilliseconds(from, reminderAfterMs);
    return {
      ticketId,
      state,
      lastConfirmedAt: row.lastConfirmedAt?.toISOString() ?? null,
      reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
      inactiveAt: row.inactiveAt?.toISOString() ?? null,
      nextStepAt: nextStepAt?.toISOString() ?? null,
    };
  };

  const onAList = exists(
    db
      .select({ one: sql`1` })
      .from(childcareRequests)
      .where(
        and(
          eq(childcareRequests.ticketId, tickets.id),
          inArray(childcareRequests.status, ['waiting', 'offered', 'paused']),
        ),
      ),
  );

  return {
    confirmationOf: read,

    confirm: async (ticketId) => {
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(confirmations)
          .values({ ticketId, lastConfirmedAt: now })
          .onConflictDoUpdate({
            target: confirmations.ticketId,
            set: { lastConfirmedAt: now, inactiveAt: null },
          });
        // Back in line at the original joinedAt (request-lifecycle keeps it).
        await lifecycle.transitionRequests(
          { ticketIds: [ticketId], to: 'waiting', from: ['inactive'] },
          tx,
        );
      });
      return read(ticketId);
    },

    dueForReminder: async (limit) => {
      const cutoff = addMilliseconds(clock(), -reminderAfterMs);
      const rows = await db
        .select({ ticketId: tickets.id, childId: tickets.childId, from: countedFrom })
        .from(tickets)
        .leftJoin(confirmations, eq(confirmations.ticketId, tickets.id))
        .where(
          and(
            lte(countedFrom, cutoff),
            isNull(confirmations.inactiveAt),
            // Not reminded since the 90 days started counting.
            or(isNull(confirmations.reminderSentAt), lt(confirmations.reminderSentAt, countedFrom)),
            onAList,
          ),
        )
        .limit(limit);
      return rows.map((row) => ({
        ticketId: row.ticketId,
        childId: row.childId,
        dueAt: addMilliseconds(clock(), inactiveAfterMs),
      }));
    },

    markReminded: async (ticketId) => {
      const now = clock();
      const rows = await db
        .insert(confirmations)
        .values({ ticketId, reminderSentAt: now })
        .onConflictDoUpdate({
          target: confirmations.ticketId,
          set: { reminderSentAt: now },
          // Only when not reminded since the last confirmation (two sweeps at once remind once).
          setWhere: or(
            isNull(confirmations.reminderSentAt),
            lt(
              confirmations.reminderSentAt,
              sql`coalesce(${confirmations.lastConfirmedAt}, '-infinity'::timestamptz)`,
            ),
          ),
        })
        .returning({ ticketId: confirmations.ticketId });
      return rows.length > 0;
    },

    dueForDeactivation: async (limit) => {
      const cutoff = addMilliseconds(clock(), -inactiveAfterMs);
      const rows = await db
        .select({
          ticketId: tickets.id,
          childId: tickets.childId,
          reminderSentAt: confirmations.reminderSentAt,
        })
        .from(confirmations)
        .innerJoin(tickets, eq(tickets.id, confirmations.ticketId))
        .where(
          and(
            isNotNull(confirmations.reminderSentAt),
            lte(confirmations.reminderSentAt, cutoff),
            isNull(confirmations.inactiveAt),
            or(
              isNull(confirmations.lastConfirmedAt),
              lt(confirmations.lastConfirmedAt, confirmations.reminderSentAt),
            ),
          ),
        )
        .limit(limit);
      return rows.map((row) => ({
        ticketId: row.ticketId,
        childId: row.childId,
        dueAt: addMilliseconds(row.reminderSentAt ?? clock(), inactiveAfterMs),
      }));
    },

    deactivate: async (ticketId) => {
      const now = clock();
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(confirmations)
          .set({ inactiveAt: now })
          .where(and(eq(confirmations.ticketId, ticketId), isNull(confirmations.inactiveAt)))
          .returning({ ticketId: confirmations.ticketId });
        if (rows.length === 0) return false;
        await lifecycle.transitionRequests({ ticketIds: [ticketId], to: 'inactive' }, tx);
        return true;
      });
    },

    childrenOfTickets: async (ticketIds) => {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .select({ ticketId: tickets.id, childId: tickets.childId })
        .from(tickets)
        .where(inArray(tickets.id, [...ticketIds]));
      return new Map(rows.map((row) => [row.ticketId, row.childId]));
    },
  };
}
