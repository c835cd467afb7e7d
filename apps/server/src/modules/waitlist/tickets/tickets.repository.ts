import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { favoriteProviders } from '../waitlist.tables.ts';

/** The providers a parent liked, with when (their data archive), oldest first. */
export async function likedProvidersOf(
  db: Database,
  userId: string,
): Promise<{ providerId: string; likedAt: Date }[]> {
  return db
    .select({ providerId: favoriteProviders.providerId, likedAt: favoriteProviders.createdAt })
    .from(favoriteProviders)
    .where(eq(favoriteProviders.userId, userId))
    .orderBy(asc(favoriteProviders.createdAt));
}
