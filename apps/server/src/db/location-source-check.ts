import { locationSources } from '@kinderwait/contract';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check } from 'drizzle-orm/pg-core';

/**
 * The check every table with a location source carries: one of the contract's
 * `locationSources` (or null where the column may be null).
 */
export function locationSourcesCheck(name: string, column: AnyPgColumn) {
  const allowed = sql.join(
    locationSources.map((source) => sql.raw(`'${source}'`)),
    sql`, `,
  );
  return check(name, sql`${column} in (${allowed})`);
}
