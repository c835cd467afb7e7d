import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { magicLinks } from '../account.tables.ts';

export type NewMagicLink = typeof magicLinks.$inferInsert;

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
 * Records `link` unless `limit` emails already went to its address since `since`, and says
 * whether it did. A transaction-scoped advisory lock on the address makes count and insert one
 * step, so concurrent requests for one email can never pass the limit together.
 */
export async function insertMagicLinkWithinLimit(
  db: Database,
  link: NewMagicLink & { createdAt: Date },
  { since, limit }: { since: Date; limit: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`magic-link:${link.email}`}))`);
    if ((await countMagicLinksSince(tx, link.email, since)) >= limit) return false;
    await tx.insert(magicLinks).values(link);
    return true;
  });
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

export async function deleteMagicLinksOf(db: Database, email: string): Promise<void> {
  await db.delete(magicLinks).where(eq(magicLinks.email, email));
}
