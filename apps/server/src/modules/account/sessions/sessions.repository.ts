import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { refreshTokenFamilies, refreshTokens } from '../account.tables.ts';

export interface StoredRefreshToken {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  familyExpiresAt: Date;
  familyRevokedAt: Date | null;
}

export async function insertFamily(
  db: Database,
  family: { userId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(refreshTokenFamilies)
    .values(family)
    .returning({ id: refreshTokenFamilies.id });
  if (row === undefined) throw new Error('insert returned no row');
  return row.id;
}

export async function insertRefreshToken(
  db: Database,
  token: { familyId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokenFamilies.userId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      familyExpiresAt: refreshTokenFamilies.expiresAt,
      familyRevokedAt: refreshTokenFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token rotated unless another request already did; returns whether this one did. */
export async function markRefreshTokenUsed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(
  db: Database,
  familyId: string,
  reason: 'logout' | 'reuse',
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes every open family of the user (reason 'logout'). */
export async function revokeFamiliesOfUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: at, revokedReason: 'logout' })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}
