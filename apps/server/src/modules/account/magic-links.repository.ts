import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { magicLinks } from './account.tables.ts';

export type NewMagicLink = typeof magicLinks.$inferInsert;

export async function insertMagicLink(db: Database, link: NewMagicLink): Promise<void> {
  await db.insert(magicLinks).values(link);
}

/** Sign-in emails (links and notices) sent to `email` since `since`. */
export async function countMagicLinksSince(
  db: Database,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(magicLinks)
    .where(and(eq(magicLinks.email, email), gt(magicLinks.createdAt, since)));
  return row?.sent ?? 0;
}

/**
 * Marks the link used if it is this user's, unused and unexpired, in one statement, so two
 * concurrent clicks cannot both succeed. Returns whether it did.
 */
export async function consumeMagicLink(
  db: Database,
  { tokenHash, userId, now }: { tokenHash: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(magicLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(magicLinks.tokenHash, tokenHash),
        eq(magicLinks.userId, userId),
        isNull(magicLinks.usedAt),
        gt(magicLinks.expiresAt, now),
      ),
    )
    .returning({ id: magicLinks.id });
  return rows.length > 0;
}
