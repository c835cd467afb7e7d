import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/unique-violation.ts';
import { eventStatistics } from './event-statistics.tables.ts';

export type NewEventStatistic = typeof eventStatistics.$inferInsert;

/**
 * Records the event; false when its user does not exist (an access token can outlive its
 * account, and the claims of a well-signed token are input too).
 */
export async function insertEventStatistic(
  db: Database,
  event: NewEventStatistic,
): Promise<boolean> {
  try {
    await db.insert(eventStatistics).values(event);
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** The user's recorded clicks (their data archive). */
export async function eventsOfUser(db: Database, userId: string) {
  return db
    .select({
      eventType: eventStatistics.eventType,
      feature: eventStatistics.feature,
      path: eventStatistics.path,
      createdAt: eventStatistics.createdAt,
    })
    .from(eventStatistics)
    .where(eq(eventStatistics.userId, userId))
    .orderBy(eventStatistics.createdAt);
}
