import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { providerAgeGroups } from './childcare-providers.tables.ts';

/**
 * The available spaces of one provider's age group, for offers (docs/product/offers.md#spaces).
 * `undefined`: the provider does not offer the group; `null`: offered but the number is not stated.
 */
export async function findAvailableSpaces(
  db: Database,
  providerId: string,
  ageGroupId: number,
  options: { forUpdate?: boolean } = {},
): Promise<number | null | undefined> {
  const query = db
    .select({ availableSpaces: providerAgeGroups.availableSpaces })
    .from(providerAgeGroups)
    .where(
      and(
        eq(providerAgeGroups.providerId, providerId),
        eq(providerAgeGroups.ageGroupId, ageGroupId),
      ),
    );
  // FOR UPDATE serialises offers of one group: counting its open offers and adding one cannot
  // interleave with another transaction doing the same.
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row?.availableSpaces;
}

/**
 * Takes one space: a conditional decrement, so of two acceptances racing for the last space one
 * gets it and the other gets false, whatever the isolation level.
 */
export async function decrementAvailableSpaces(
  db: Database,
  providerId: string,
  ageGroupId: number,
): Promise<boolean> {
  const rows = await db
    .update(providerAgeGroups)
    .set({ availableSpaces: sql`${providerAgeGroups.availableSpaces} - 1` })
    .where(
      and(
        eq(providerAgeGroups.providerId, providerId),
        eq(providerAgeGroups.ageGroupId, ageGroupId),
        gt(providerAgeGroups.availableSpaces, 0),
      ),
    )
    .returning({ availableSpaces: providerAgeGroups.availableSpaces });
  return rows.length === 1;
}
