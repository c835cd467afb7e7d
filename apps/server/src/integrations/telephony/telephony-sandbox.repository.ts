import type { TelephonyLogEntry } from '@kinderwait/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { telephonySandboxLog, telephonySandboxNumbers } from './telephony-sandbox.tables.ts';

export async function insertSandboxEntry(
  db: Database,
  entry: Omit<TelephonyLogEntry, 'createdAt'> & { createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(telephonySandboxLog)
    .values({
      kind: entry.kind,
      recipient: entry.to,
      extension: entry.extension,
      text: entry.text,
      createdAt: entry.createdAt,
    })
    .returning({ id: telephonySandboxLog.id });
  if (row === undefined) throw new Error('The sandbox log insert returned no row');
  return String(row.id);
}

/** Newest first; only those sent to `to` (E.164) when given. */
export async function listSandboxEntries(
  db: Database,
  options: { to?: string | undefined; limit: number },
): Promise<TelephonyLogEntry[]> {
  const rows = await db
    .select()
    .from(telephonySandboxLog)
    .where(options.to === undefined ? undefined : eq(telephonySandboxLog.recipient, options.to))
    .orderBy(desc(telephonySandboxLog.id))
    .limit(options.limit);
  return rows.map((row) => ({
    kind: row.kind === 'call' || row.kind === 'number' ? row.kind : 'sms',
    to: row.recipient,
    extension: row.extension,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

export interface SandboxNumberRow {
  id: string;
  number: string;
  friendlyName: string;
}

/** The numbers held now (bought, not released). */
export async function heldSandboxNumbers(db: Database): Promise<SandboxNumberRow[]> {
  return db
    .select({
      id: telephonySandboxNumbers.id,
      number: telephonySandboxNumbers.number,
      friendlyName: telephonySandboxNumbers.friendlyName,
    })
    .from(telephonySandboxNumbers)
    .where(isNull(telephonySandboxNumbers.releasedAt));
}

/** Records a purchase; false when the number is held already. */
export async function insertSandboxNumber(
  db: Database,
  row: typeof telephonySandboxNumbers.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(telephonySandboxNumbers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: telephonySandboxNumbers.id });
  return inserted.length > 0;
}

/** Marks a held number released; answers its number, or null when none was held by that id. */
export async function releaseSandboxNumber(
  db: Database,
  id: string,
  at: Date,
): Promise<string | null> {
  const [row] = await db
    .update(telephonySandboxNumbers)
    .set({ releasedAt: at })
    .where(and(eq(telephonySandboxNumbers.id, id), isNull(telephonySandboxNumbers.releasedAt)))
    .returning({ number: telephonySandboxNumbers.number });
  return row?.number ?? null;
}
