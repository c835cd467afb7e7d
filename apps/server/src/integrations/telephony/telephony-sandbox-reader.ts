import type { TelephonyLogEntry } from '@kinderwait/contract';
import type { Database } from '../../db/database.ts';
import { listSandboxEntries } from './telephony-sandbox.repository.ts';

/**
 * The read side of the telephony sandbox (the write side is the sandbox adapter), so modules read
 * the integration's table through it, never through its repository.
 */
export interface TelephonySandboxReader {
  /** Newest first, at most `limit`; only those sent to `to` (E.164) when given. */
  latest(options: { to?: string | undefined; limit: number }): Promise<TelephonyLogEntry[]>;
}

export function createTelephonySandboxReader(db: Database): TelephonySandboxReader {
  return { latest: (options) => listSandboxEntries(db, options) };
}
