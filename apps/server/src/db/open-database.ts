import path from 'node:path';
import type { Config } from '../config.ts';
import type { DatabaseConnection, DatabaseLogger } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under DATA_DIR/pglite. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: DatabaseLogger,
): Promise<DatabaseConnection> {
  if (config.DATABASE_URL !== undefined) return openPostgres(config.DATABASE_URL, log);
  return openPglite(path.join(config.DATA_DIR, 'pglite'));
}
