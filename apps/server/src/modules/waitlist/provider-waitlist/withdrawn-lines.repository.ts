import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { childcareRequests } from '../waitlist.tables.ts';

/**
 * The provider's withdrawn requests, newest withdrawal first: when each joined and left, nothing
 * about the family (an erased family's line has no ticket any more; a living one's is not shown).
 */
export async function withdrawnLinesOf(
  db: Database,
  providerId: string,
  limit: number,
): Promise<{ requestId: string; joinedAt: Date; withdrawnAt: Date | null }[]> {
  return db
    .select({
      requestId: childcareRequests.id,
      joinedAt: childcareRequests.joinedAt,
      withdrawnAt: childcareRequests.withdrawnAt,
    })
    .from(childcareRequests)
    .where(
      and(eq(childcareRequests.providerId, providerId), eq(childcareRequests.status, 'withdrawn')),
    )
    .orderBy(desc(childcareRequests.withdrawnAt), desc(childcareRequests.joinedAt))
    .limit(limit);
}
