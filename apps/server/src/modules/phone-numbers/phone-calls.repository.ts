import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { phoneCalls, phoneCallStatuses } from './phone-numbers.tables.ts';

export type PhoneCallRow = typeof phoneCalls.$inferSelect;

export async function findCall(db: Database, callSid: string): Promise<PhoneCallRow | undefined> {
  const [row] = await db.select().from(phoneCalls).where(eq(phoneCalls.callSid, callSid));
  return row;
}

/** Records a new call; undefined when this call was recorded before (a replayed webhook). */
export async function insertCall(
  db: Database,
  row: typeof phoneCalls.$inferInsert,
): Promise<PhoneCallRow | undefined> {
  const [inserted] = await db.insert(phoneCalls).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateCall(
  db: Database,
  callSid: string,
  changes: Partial<typeof phoneCalls.$inferInsert>,
): Promise<void> {
  await db.update(phoneCalls).set(changes).where(eq(phoneCalls.callSid, callSid));
}

/** Records that the call's `status` was told; false when it was told before. */
export async function recordCallStatus(
  db: Database,
  callSid: string,
  status: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(phoneCallStatuses)
    .values({ callSid, status, at })
    .onConflictDoNothing()
    .returning({ callSid: phoneCallStatuses.callSid });
  return inserted.length > 0;
}
