import type { Database } from '../../db/database.ts';
import { eventStatistics } from './event-statistics.tables.ts';

export type NewEventStatistic = typeof eventStatistics.$inferInsert;

export async function insertEventStatistic(db: Database, event: NewEventStatistic): Promise<void> {
  await db.insert(eventStatistics).values(event);
}
