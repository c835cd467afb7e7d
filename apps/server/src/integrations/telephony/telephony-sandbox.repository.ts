import type { TelephonyLogEntry } from '@kinderwait/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { telephonySandboxLog } from './telephony-sandbox.tables.ts';

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
    kind: row.kind === 'call' ? 'call' : 'sms',
    to: row.recipient,
    extension: row.extension,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
