import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { availabilityAlerts, availabilityOpenings } from '../notifications.tables.ts';

export interface Opening {
  id: string;
  spaces: number;
  createdAt: Date;
}

export async function latestOpening(
  db: Database,
  providerId: string,
  ageGroupId: number,
): Promise<Opening | undefined> {
  const [row] = await db
    .select({
      id: availabilityOpenings.id,
      spaces: availabilityOpenings.spaces,
      createdAt: availabilityOpenings.createdAt,
    })
    .from(availabilityOpenings)
    .where(
      and(
        eq(availabilityOpenings.providerId, providerId),
        eq(availabilityOpenings.ageGroupId, ageGroupId),
      ),
    )
    .orderBy(desc(availabilityOpenings.createdAt))
    .limit(1);
  return row;
}

export async function insertOpening(
  db: Database,
  opening: { providerId: string; ageGroupId: number; spaces: number; createdAt: Date },
): Promise<Opening> {
  const [row] = await db.insert(availabilityOpenings).values(opening).returning({
    id: availabilityOpenings.id,
    spaces: availabilityOpenings.spaces,
    createdAt: availabilityOpenings.createdAt,
  });
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

export async function hasAlert(db: Database, ticketId: string): Promise<boolean> {
  const rows = await db
    .select({ ticketId: availabilityAlerts.ticketId })
    .from(availabilityAlerts)
    .where(eq(availabilityAlerts.ticketId, ticketId));
  return rows.length > 0;
}

export async function setAlert(
  db: Database,
  alert: { ticketId: string; userId: string; createdAt: Date } | { ticketId: string; off: true },
): Promise<void> {
  if ('off' in alert) {
    await db.delete(availabilityAlerts).where(eq(availabilityAlerts.ticketId, alert.ticketId));
    return;
  }
  await db.insert(availabilityAlerts).values(alert).onConflictDoNothing();
}

/** Every ticket with an alert on, its parent, and when the alert was turned on. */
export async function allAlerts(
  db: Database,
): Promise<{ ticketId: string; userId: string; createdAt: Date }[]> {
  return db
    .select({
      ticketId: availabilityAlerts.ticketId,
      userId: availabilityAlerts.userId,
      createdAt: availabilityAlerts.createdAt,
    })
    .from(availabilityAlerts);
}

/** The user's availability alerts, one per ticket (their data archive). */
export async function alertsOfUser(db: Database, userId: string) {
  return db
    .select({ ticketId: availabilityAlerts.ticketId, createdAt: availabilityAlerts.createdAt })
    .from(availabilityAlerts)
    .where(eq(availabilityAlerts.userId, userId))
    .orderBy(availabilityAlerts.createdAt);
}
