import type { OutboxMessage } from '@kinderwait/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { MailMessage } from './mail-sender.ts';
import { outboxMessages } from './outbox.tables.ts';

export async function insertOutboxMessage(
  db: Database,
  message: MailMessage,
  createdAt: Date,
): Promise<void> {
  await db.insert(outboxMessages).values({
    recipient: message.to.toLowerCase(),
    subject: message.subject,
    text: message.text,
    html: message.html,
    createdAt,
  });
}

/** Newest first; only those sent to `to` (any case) when given. */
export async function listOutboxMessages(
  db: Database,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      options.to === undefined ? undefined : eq(outboxMessages.recipient, options.to.toLowerCase()),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}
