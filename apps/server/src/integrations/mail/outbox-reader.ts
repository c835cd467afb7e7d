import type { OutboxMessage } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import { listOutboxMessages } from './outbox.repository.ts';

/**
 * The read side of the embedded outbox (the write side is the outbox mail sender), so modules
 * read the mail integration's table through it, never through its repository.
 */
export interface OutboxReader {
  /** Newest first, at most `limit`; only those sent to `to` (any case) when given. */
  latest(options: { to?: string | undefined; limit: number }): Promise<OutboxMessage[]>;
}

export function createOutboxReader(db: Database): OutboxReader {
  return { latest: (options) => listOutboxMessages(db, options) };
}
