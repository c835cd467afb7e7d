import type { Database } from './database.ts';
import { createBatchLoader } from './batch-loader.ts';

/**
 * A query of a hot request path built once per database handle (drizzle's `.prepare(name)`): drizzle
 * does not rebuild its SQL on every call, and PostgreSQL parses and plans it once per connection.
 *
 *   const childQuery = preparedStatement((db) =>
 *     db.select().from(children).where(eq(children.id, sql.placeholder('id'))).prepare('children_find'),
 *   );
 *   const rows = await childQuery(db).execute({ id });
 *
 * The name must be unique in the application: PostgreSQL keeps one statement per name.
 */
export function preparedStatement<Query>(
  prepare: (db: Database) => Query,
): (db: Database) => Query {
  // Keyed by handle: a transaction is its own handle, and a closed database is let go.
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/** PostgreSQL's text form of a UUID (any case): a key that will not fail a `::uuid[]` cast. */
export const isUuidText = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * A lookup by key of a hot request path, as a prepared statement taking every key at once
 * behind a batch loader (batch-loader.ts), one per database handle: the lookups of one turn of
 * the event loop share a round trip. Under load that is most of a request's statements: on the
 * two-core machine each round trip to a local PostgreSQL cost about 60 µs of the API's CPU in
 * the socket write alone (bench:match profile, issue 10).
 *
 *   const childLoader = batchedStatement((db) => {
 *     const query = db.select().from(children)
 *       .where(sql`${children.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('children_find');
 *     return async (ids) => new Map((await query.execute({ ids })).map((row) => [row.id, row]));
 *   });
 *   const child = await childLoader(db)(id);
 *
 * Keys cast in SQL must be valid for the cast: one bad key would fail the whole batch.
 */
export function batchedStatement<K, V>(
  prepare: (db: Database) => (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): (db: Database) => (key: K) => Promise<V | undefined> {
  return preparedStatement((db) => createBatchLoader({ load: prepare(db) }));
}
