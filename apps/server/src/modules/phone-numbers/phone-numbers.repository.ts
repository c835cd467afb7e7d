import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { phoneNumbers } from './phone-numbers.tables.ts';

export type PhoneNumberRow = typeof phoneNumbers.$inferSelect;

/** The number's name at the provider: the request's id, so a retry finds what it bought. */
export const friendlyNameOf = (phoneNumberId: string): string => `kinderwait:${phoneNumberId}`;

/** States in which a number is the provider's (one at a time). */
export const heldStates = ['provisioning', 'active', 'releasing'] as const;
/** States in which a number answers calls. */
export const answeringStates = ['active', 'releasing'] as const;

/** The user's numbers, newest first. */
export async function numbersOfUser(db: Database, userId: string): Promise<PhoneNumberRow[]> {
  return db
    .select()
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId))
    .orderBy(desc(phoneNumbers.createdAt));
}

export async function findPhoneNumber(
  db: Database,
  id: string,
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db.select().from(phoneNumbers).where(eq(phoneNumbers.id, id));
  return row;
}

/** The number the user holds now (in any held state), if any. */
export async function heldNumberOfUser(
  db: Database,
  userId: string,
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.userId, userId), inArray(phoneNumbers.state, heldStates)));
  return row;
}

/** The row that answers calls to `number` (E.164), if any. */
export async function answeringNumber(
  db: Database,
  number: string,
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, number), inArray(phoneNumbers.state, answeringStates)));
  return row;
}

/** Inserts a request; undefined when the user holds a number already (the unique index). */
export async function insertPhoneNumber(
  db: Database,
  row: typeof phoneNumbers.$inferInsert,
): Promise<PhoneNumberRow | undefined> {
  const [inserted] = await db.insert(phoneNumbers).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Changes the row only while it is in `from`: the answer is the row changed, or undefined. */
export async function updatePhoneNumber(
  db: Database,
  id: string,
  from: readonly string[],
  changes: Partial<typeof phoneNumbers.$inferInsert>,
): Promise<PhoneNumberRow | undefined> {
  const [row] = await db
    .update(phoneNumbers)
    .set(changes)
    .where(and(eq(phoneNumbers.id, id), inArray(phoneNumbers.state, from)))
    .returning();
  return row;
}

/** Every number answering calls with no release planned (the sweep's list). */
export async function activeNumbers(db: Database): Promise<PhoneNumberRow[]> {
  return db.select().from(phoneNumbers).where(eq(phoneNumbers.state, 'active'));
}
